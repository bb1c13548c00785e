import {
  BrowserGuestCartStore,
  BrowserGuestWishlistStore,
  BrowserLastSeenStore,
  BrowserLocationStore,
  BrowserOpenedProductsStore,
  BrowserSessionStore,
  type KeyValueStorage,
} from '@more/adapters/storage';
import type { StoreApi } from '@more/adapters/store-api';
import {
  AccountApiToken,
  OrdersApiToken,
  AccountProfile,
  AccountVerificationApiToken,
  AuthApiToken,
  AuthStore,
  CartApiToken,
  CategoryCatalogueToken,
  ChatApiToken,
  ChatBox,
  CheckoutApiToken,
  ChosenLocation,
  FailureFeed,
  FlashSaleApiToken,
  GuestCartStoreToken,
  GuestWishlistStoreToken,
  HistoryApiToken,
  HomeContentApiToken,
  InspirationApiToken,
  LastSeen,
  LastSeenStoreToken,
  LocationApiToken,
  LocationStoreToken,
  MetaPages,
  type Navigation,
  NavigationToken,
  Notifications,
  NotificationsApiToken,
  OpenedProductsStoreToken,
  PasswordRecovery,
  PasswordRecoveryApiToken,
  ProductCatalogueToken,
  ProductDetailApiToken,
  ProductDetails,
  ProductShowcaseToken,
  PromotionsApiToken,
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
  RegionsApiToken,
} from '@more/core';
import type { StoreConfig } from '../config';
import type { ServiceId, Services } from '../services';
import { ServiceContainer } from './container';
import { lazyPort } from './lazy-port';
import { TabStorageToken } from './tab-storage';
import { DeviceStorageToken, HttpPortMakerToken } from './page-ports';

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
  bindConstant(HttpPortMakerToken, http);
  bindConstant(NavigationToken, surroundings.navigation);
  bindConstant(SchedulerToken, surroundings.scheduler);

  // Storage: the shopper's own data on this device.
  bindConstant(SessionStoreToken, new BrowserSessionStore(surroundings.localStorage));
  bindConstant(GuestCartStoreToken, new BrowserGuestCartStore(surroundings.localStorage));
  bindConstant(GuestWishlistStoreToken, new BrowserGuestWishlistStore(surroundings.localStorage));
  bindConstant(LastSeenStoreToken, new BrowserLastSeenStore(surroundings.localStorage));
  bindConstant(LocationStoreToken, new BrowserLocationStore(surroundings.localStorage));
  bindConstant(OpenedProductsStoreToken, new BrowserOpenedProductsStore(surroundings.sessionStorage));
  bindConstant(DeviceStorageToken, surroundings.localStorage);

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
  // The shopper's orders (the order and invoice pages; checkout's payment information).
  bindConstant(OrdersApiToken, http(() => import('../adapters/orders').then((m) => m.ordersApi)));

  // Use cases.
  bindUseCase(AuthStore, (get) => (auth = new AuthStore(get(SessionStoreToken))));
  bindUseCase(ShoppingCart, (get) => new ShoppingCart(get(CartApiToken), get(GuestCartStoreToken), get(AuthStore), get(SchedulerToken)));
  bindUseCase(Wishlist, (get) => new Wishlist(get(WishlistApiToken), get(GuestWishlistStoreToken), get(AuthStore)));
  bindUseCase(Notifications, (get) => new Notifications(get(NotificationsApiToken), get(AuthStore)));
  bindUseCase(ChosenLocation, (get) => new ChosenLocation(get(LocationApiToken), get(LocationStoreToken), get(AuthStore)));
  bindUseCase(ProductDetails, (get) => new ProductDetails(get(ProductDetailApiToken), get(OpenedProductsStoreToken)));
  bindUseCase(LastSeen, (get) => new LastSeen(get(LastSeenStoreToken), get(HistoryApiToken), get(AuthStore)));
  bindUseCase(StoreMenus, (get) => new StoreMenus(get(CategoryCatalogueToken)));
  bindUseCase(SearchSuggestions, (get) => new SearchSuggestions(get(ProductShowcaseToken), get(SchedulerToken)));
  bindUseCase(MetaPages, (get) => new MetaPages(get(HomeContentApiToken)));
  bindUseCase(SiteSettingsStore, (get) => new SiteSettingsStore(get(HomeContentApiToken), get(AuthStore)));
  bindUseCase(AccountProfile, (get) => new AccountProfile(get(AccountApiToken), get(AuthStore)));
  bindUseCase(ChatBox, (get) => new ChatBox(get(ChatApiToken), get(AuthStore), get(SchedulerToken)));
  bindUseCase(PasswordRecovery, (get) => new PasswordRecovery(get(PasswordRecoveryApiToken)));
  // RegionsApi: the static city list of the product page's shipping estimate (GET uni/city/all-city).
  bindConstant(RegionsApiToken, http(() => import('../adapters/regions').then((m) => m.regionsApi)));
  // This tab's storage, for what pages remember during a visit (the home popup's closing).
  bindConstant(TabStorageToken, surroundings.sessionStorage);
  // The use cases of some pages only are bound by those pages' chunks: ./pages/*.ts (see page-services.ts).
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
