import {
  BrowserGuestCartStore,
  BrowserGuestWishlistStore,
  BrowserLastSeenStore,
  BrowserLocationStore,
  BrowserOpenedProductsStore,
  BrowserSessionStore,
  type KeyValueStorage,
} from '@more/adapters/storage';
import { OAuthRedirectSignIn } from '@more/adapters/social';
import type { StoreApi } from '@more/adapters/store-api';
import {
  BundleDealShelf,
  ComboShelf,
  FreeGiftShelf,
  PreOrderShelf,
  RewardShelf,
  AccountApiToken,
  AccountProfile,
  AccountVerificationApiToken,
  AuthApiToken,
  AuthStore,
  CartApiToken,
  CategoryCatalogueToken,
  CategoryDirectory,
  ChatApiToken,
  ChatBox,
  CheckoutApiToken,
  ChosenLocation,
  FailureFeed,
  FlashSaleApiToken,
  FlashSaleBoard,
  GuestCartStoreToken,
  GuestWishlistStoreToken,
  HistoryApiToken,
  HomeContentApiToken,
  InspirationApiToken,
  LastSeen,
  ListFilterOptions,
  LastSeenStoreToken,
  LocationApiToken,
  LocationStoreToken,
  MetaPages,
  type Navigation,
  NavigationToken,
  NewestProducts,
  Notifications,
  NotificationsApiToken,
  OpenedProductsStoreToken,
  PasswordRecovery,
  PasswordRecoveryApiToken,
  ProductCatalogueToken,
  ProductDetailApiToken,
  ProductDetails,
  ProductList,
  ProductShowcaseToken,
  PromotionsApiToken,
  ProviderSignInToken,
  ReviewsApiToken,
  type Scheduler,
  SchedulerToken,
  SearchSuggestions,
  Session,
  SessionStoreToken,
  ShoppingCart,
  SiteSettingsStore,
  StoreMenus,
  Wishlist,
  WishlistApiToken,
  InstalmentPlans,
  ProductInspirations,
  ProductReviews,
  ProductVouchers,
  RegionsApiToken,
  RelatedProducts,
  ShippingEstimate,
  FlashSalePageBoard,
  FlashSaleReminder,
  HomeBanners,
  HomeCategories,
  HomeEndorsements,
  HomePopup,
  HomeProductGroups,
  InspirationHighlight,
  LastSeenProducts,
  PopupDismissalStoreToken,
} from '@more/core';
import type { StoreConfig } from '../config';
import type { ServiceId, Services } from '../services';
import { ServiceContainer } from './container';
import { lazyPort } from './lazy-port';

/** What differs between the server and the browser; everything else is bound the same. */
export interface Surroundings {
  readonly config: StoreConfig;
  /** The store API's base URL as this side reaches it (absolute on the server). */
  readonly storeApiUrl: string;
  /** The fetch the adapters use: recording on the server, replaying the snapshot in the browser. */
  readonly fetch: typeof fetch;
  /** localStorage in the browser; memory on the server, where no shopper is known. */
  readonly localStorage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly navigation: Navigation;
  readonly scheduler: Scheduler;
}

/**
 * The one place that knows which adapter implements which port. Bindings are
 * factories (no decorators), so core knows nothing of the container. HTTP
 * adapters are lazy ports: each feature's adapters and wire schemas are a
 * chunk of their own.
 */
export const createServices = (surroundings: Surroundings): Services => {
  const container = new ServiceContainer();
  const failures = new FailureFeed();
  let auth: AuthStore | null = null;

  let storeApi: Promise<StoreApi> | null = null;
  const api = () =>
    (storeApi ??= import('../adapters/store-api').then(({ createStoreApi }) =>
      createStoreApi({
        baseUrl: surroundings.storeApiUrl,
        fetch: surroundings.fetch,
        accessToken: () => auth?.accessToken() ?? null,
        onFailure: (failure) => failures.report(failure),
      }),
    ));
  const http = <Port extends object>(adapter: () => Promise<(storeApi: StoreApi) => Port>): Port =>
    lazyPort(async () => (await adapter())(await api()));

  const get = <T>(id: ServiceId<T>): T => container.get(id);
  const bindConstant = <T>(id: ServiceId<T>, value: T) => container.bindConstant(id, value);
  const bindUseCase = <T>(id: ServiceId<T>, make: (get: <U>(dep: ServiceId<U>) => U) => T) => container.bindFactory(id, () => make(get));

  bindConstant(FailureFeed, failures);
  bindConstant(NavigationToken, surroundings.navigation);
  bindConstant(SchedulerToken, surroundings.scheduler);

  // Storage: the shopper's own data on this device.
  bindConstant(SessionStoreToken, new BrowserSessionStore(surroundings.localStorage));
  bindConstant(GuestCartStoreToken, new BrowserGuestCartStore(surroundings.localStorage));
  bindConstant(GuestWishlistStoreToken, new BrowserGuestWishlistStore(surroundings.localStorage));
  bindConstant(LastSeenStoreToken, new BrowserLastSeenStore(surroundings.localStorage));
  bindConstant(LocationStoreToken, new BrowserLocationStore(surroundings.localStorage));
  bindConstant(OpenedProductsStoreToken, new BrowserOpenedProductsStore(surroundings.sessionStorage));
  // A real provider's sign-in (Google, Facebook): the departure is remembered in this tab.
  bindConstant(ProviderSignInToken, new OAuthRedirectSignIn(surroundings.sessionStorage));

  // The store API, one lazy chunk per feature.
  bindConstant(ProductCatalogueToken, http(() => import('../adapters/catalogue').then((m) => m.productCatalogue)));
  bindConstant(CategoryCatalogueToken, http(() => import('../adapters/catalogue').then((m) => m.categoryCatalogue)));
  bindConstant(ProductShowcaseToken, http(() => import('../adapters/catalogue').then((m) => m.productShowcase)));
  bindConstant(HomeContentApiToken, http(() => import('../adapters/promotions').then((m) => m.homeContentApi)));
  bindConstant(AuthApiToken, http(() => import('../adapters/session').then((m) => m.authApi)));
  bindConstant(AccountApiToken, http(() => import('../adapters/account').then((m) => m.accountApi)));
  bindConstant(PasswordRecoveryApiToken, http(() => import('../adapters/account').then((m) => m.passwordRecoveryApi)));
  bindConstant(AccountVerificationApiToken, http(() => import('../adapters/account').then((m) => m.accountVerificationApi)));
  bindConstant(CartApiToken, http(() => import('../adapters/cart').then((m) => m.cartApi)));
  bindConstant(WishlistApiToken, http(() => import('../adapters/wishlist').then((m) => m.wishlistApi)));
  bindConstant(NotificationsApiToken, http(() => import('../adapters/notifications').then((m) => m.notificationsApi)));
  bindConstant(LocationApiToken, http(() => import('../adapters/location').then((m) => m.locationApi)));
  bindConstant(ProductDetailApiToken, http(() => import('../adapters/product-detail').then((m) => m.productDetailApi)));
  bindConstant(HistoryApiToken, http(() => import('../adapters/product-detail').then((m) => m.historyApi)));
  bindConstant(ChatApiToken, http(() => import('../adapters/chat').then((m) => m.chatApi)));
  bindConstant(FlashSaleApiToken, http(() => import('../adapters/flash-sale').then((m) => m.flashSaleApi)));
  bindConstant(PromotionsApiToken, http(() => import('../adapters/promotions').then((m) => m.promotionsApi)));
  bindConstant(InspirationApiToken, http(() => import('../adapters/inspiration').then((m) => m.inspirationApi)));
  bindConstant(ReviewsApiToken, http(() => import('../adapters/reviews').then((m) => m.reviewsApi)));
  // The catalogue reads the checkout's public calls: payment methods (instalments), shipping prices, product vouchers.
  bindConstant(CheckoutApiToken, http(() => import('../adapters/checkout').then((m) => m.checkoutApi)));

  // Use cases.
  bindUseCase(AuthStore, (get) => (auth = new AuthStore(get(SessionStoreToken))));
  bindUseCase(ShoppingCart, (get) => new ShoppingCart(get(CartApiToken), get(GuestCartStoreToken), get(AuthStore), get(SchedulerToken)));
  bindUseCase(Wishlist, (get) => new Wishlist(get(WishlistApiToken), get(GuestWishlistStoreToken), get(AuthStore)));
  bindUseCase(Notifications, (get) => new Notifications(get(NotificationsApiToken), get(AuthStore)));
  bindUseCase(ChosenLocation, (get) => new ChosenLocation(get(LocationApiToken), get(LocationStoreToken), get(AuthStore)));
  bindUseCase(ProductDetails, (get) => new ProductDetails(get(ProductDetailApiToken), get(OpenedProductsStoreToken)));
  bindUseCase(LastSeen, (get) => new LastSeen(get(LastSeenStoreToken), get(HistoryApiToken), get(AuthStore)));
  bindUseCase(NewestProducts, (get) => new NewestProducts(get(ProductCatalogueToken)));
  bindUseCase(StoreMenus, (get) => new StoreMenus(get(CategoryCatalogueToken)));
  bindUseCase(SearchSuggestions, (get) => new SearchSuggestions(get(ProductShowcaseToken), get(SchedulerToken)));
  bindUseCase(MetaPages, (get) => new MetaPages(get(HomeContentApiToken)));
  bindUseCase(SiteSettingsStore, (get) => new SiteSettingsStore(get(HomeContentApiToken), get(AuthStore)));
  bindUseCase(AccountProfile, (get) => new AccountProfile(get(AccountApiToken), get(AuthStore)));
  bindUseCase(ChatBox, (get) => new ChatBox(get(ChatApiToken), get(AuthStore), get(SchedulerToken)));
  bindUseCase(PasswordRecovery, (get) => new PasswordRecovery(get(PasswordRecoveryApiToken)));
  bindUseCase(ProductList, (get) => new ProductList(get(ProductCatalogueToken)));
  bindUseCase(FlashSaleBoard, (get) => new FlashSaleBoard(get(FlashSaleApiToken), get(SchedulerToken)));
  // Home page use cases (issue 10, home).
  bindUseCase(HomeBanners, (get) => new HomeBanners(get(HomeContentApiToken)));
  bindUseCase(HomeCategories, (get) => new HomeCategories(get(CategoryCatalogueToken)));
  bindUseCase(HomeProductGroups, (get) => new HomeProductGroups(get(ProductShowcaseToken)));
  bindUseCase(InspirationHighlight, (get) => new InspirationHighlight(get(HomeContentApiToken)));
  bindUseCase(LastSeenProducts, (get) => new LastSeenProducts(get(ProductCatalogueToken), get(AuthStore)));
  bindUseCase(HomeEndorsements, (get) => new HomeEndorsements(get(PromotionsApiToken), get(AuthStore)));
  // A closed popup stays closed for the tab's session (sessionStorage; memory on the server).
  bindConstant(PopupDismissalStoreToken, {
    load: () => {
      try {
        const ids: unknown = JSON.parse(surroundings.sessionStorage.getItem('more.popup.closed') ?? '[]');
        return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
      } catch {
        return [];
      }
    },
    save: (ids) => surroundings.sessionStorage.setItem('more.popup.closed', JSON.stringify(ids)),
  });
  bindUseCase(HomePopup, (get) => new HomePopup(get(HomeContentApiToken), get(PopupDismissalStoreToken)));
  bindUseCase(FlashSaleReminder, (get) => new FlashSaleReminder(get(NotificationsApiToken), get(AuthStore), get(NavigationToken)));
  bindUseCase(FlashSalePageBoard, (get) => new FlashSalePageBoard(get(FlashSaleApiToken), get(SchedulerToken)));
  // Product list, category and promotion pages' use cases (issue 10, lists).
  bindUseCase(CategoryDirectory, (get) => new CategoryDirectory(get(CategoryCatalogueToken)));
  bindUseCase(ListFilterOptions, (get) => new ListFilterOptions(get(CategoryCatalogueToken)));
  // Product and bundle detail use cases (issue 10, detail).
  // Product page extras: reviews, vouchers, instalments, shipping estimate, related (issue 10, extras).
  // The static city list of the shipping estimate (GET uni/city/all-city).
  bindConstant(RegionsApiToken, http(() => import('../adapters/regions').then((m) => m.regionsApi)));
  bindUseCase(ProductVouchers, (get) => new ProductVouchers(get(CheckoutApiToken)));
  bindUseCase(InstalmentPlans, (get) => new InstalmentPlans(get(CheckoutApiToken)));
  bindUseCase(ShippingEstimate, (get) => new ShippingEstimate(get(CheckoutApiToken), get(RegionsApiToken), get(ChosenLocation)));
  bindUseCase(ProductReviews, (get) => new ProductReviews(get(ReviewsApiToken)));
  bindUseCase(RelatedProducts, (get) => new RelatedProducts(get(ProductCatalogueToken)));
  bindUseCase(ProductInspirations, (get) => new ProductInspirations(get(InspirationApiToken)));
  // Promotion pages' use cases (issue 10, promotions).
  bindUseCase(FreeGiftShelf, (get) => new FreeGiftShelf(get(ProductShowcaseToken)));
  bindUseCase(PreOrderShelf, (get) => new PreOrderShelf(get(ProductShowcaseToken)));
  bindUseCase(ComboShelf, (get) => new ComboShelf(get(ProductShowcaseToken)));
  bindUseCase(BundleDealShelf, (get) => new BundleDealShelf(get(ProductCatalogueToken)));
  bindUseCase(RewardShelf, (get) => new RewardShelf(get(PromotionsApiToken), get(AuthStore)));
  bindUseCase(
    Session,
    (get) =>
      new Session(
        get(AuthStore),
        get(AuthApiToken),
        get(NavigationToken),
        {
          afterLogin: [get(ShoppingCart), get(Wishlist), get(LastSeen)],
          // "Logout clears user, location, wishlist, current product, cart and notifications, then the token."
          clearedOnLogout: [get(ChosenLocation), get(Wishlist), get(ProductDetails), get(ShoppingCart), get(Notifications), get(AccountProfile), get(SiteSettingsStore)],
        },
        failures.failures$,
      ),
  );

  return { get };
};
