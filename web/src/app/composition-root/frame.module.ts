import {
  BrowserGuestCartStore,
  BrowserGuestWishlistStore,
  BrowserLastSeenStore,
  BrowserLocationStore,
  BrowserOpenedProductsStore,
  BrowserSessionStore,
} from '@more/adapters/storage';
import {
  AccountApiToken,
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
  NavigationToken,
  Notifications,
  NotificationsApiToken,
  OpenedProductsStoreToken,
  OrdersApiToken,
  PasswordRecovery,
  PasswordRecoveryApiToken,
  ProductCatalogueToken,
  ProductDetailApiToken,
  ProductDetails,
  ProductShowcaseToken,
  PromotionsApiToken,
  ReadOnceCategoryCatalogue,
  RegionsApiToken,
  ReviewsApiToken,
  SchedulerToken,
  SearchSuggestions,
  Session,
  SessionStoreToken,
  ShoppingCart,
  SiteSettingsStore,
  StoreMenus,
  Wishlist,
  WishlistApiToken,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from './binding';
import { HttpPorts } from './http-ports';
import { DeviceStorageToken, TabStorageToken } from './surroundings';

/**
 * What every page needs: the frame (header, menus, cart, wishlist,
 * notifications, chat, the session) and the store API's ports. A port costs
 * the entry only its binding: its adapter and wire schemas are a chunk of
 * their own (http-ports.ts). What only some pages use is bound by their
 * feature modules (modules/), which their routes name.
 */
export const frameModule = new ContainerModule((options) => {
  const { bind } = options;
  const { useCase, factory, httpPort } = binder(options);

  bind(FailureFeed).toResolvedValue(() => new FailureFeed());
  bind(HttpPorts).toSelf();

  // Storage: the shopper's own data on this device, and this tab's.
  factory(SessionStoreToken, [DeviceStorageToken], (storage) => new BrowserSessionStore(storage));
  factory(GuestCartStoreToken, [DeviceStorageToken], (storage) => new BrowserGuestCartStore(storage));
  factory(GuestWishlistStoreToken, [DeviceStorageToken], (storage) => new BrowserGuestWishlistStore(storage));
  factory(LastSeenStoreToken, [DeviceStorageToken], (storage) => new BrowserLastSeenStore(storage));
  factory(LocationStoreToken, [DeviceStorageToken], (storage) => new BrowserLocationStore(storage));
  factory(OpenedProductsStoreToken, [TabStorageToken], (storage) => new BrowserOpenedProductsStore(storage));

  // The store API, one chunk per feature's adapters.
  httpPort(ProductCatalogueToken, () => import('./ports/catalogue').then((m) => m.productCatalogue));
  // Read once per page: the menus, the home page's grid and a category's page share each request (and the snapshot carries it once).
  factory(CategoryCatalogueToken, [HttpPorts], (ports) => new ReadOnceCategoryCatalogue(ports.port(() => import('./ports/catalogue').then((m) => m.categoryCatalogue))));
  httpPort(ProductShowcaseToken, () => import('./ports/catalogue').then((m) => m.productShowcase));
  // Meta pages and settings on every page: apart from the promotions' own calls (rewards, endorsements).
  httpPort(HomeContentApiToken, () => import('./ports/home-content').then((m) => m.homeContentApi));
  httpPort(PromotionsApiToken, () => import('./ports/promotions').then((m) => m.promotionsApi));
  httpPort(AuthApiToken, () => import('./ports/session').then((m) => m.authApi));
  httpPort(AccountApiToken, () => import('./ports/account').then((m) => m.accountApi));
  httpPort(PasswordRecoveryApiToken, () => import('./ports/account').then((m) => m.passwordRecoveryApi));
  httpPort(AccountVerificationApiToken, () => import('./ports/account').then((m) => m.accountVerificationApi));
  httpPort(CartApiToken, () => import('./ports/cart').then((m) => m.cartApi));
  httpPort(WishlistApiToken, () => import('./ports/wishlist').then((m) => m.wishlistApi));
  httpPort(NotificationsApiToken, () => import('./ports/notifications').then((m) => m.notificationsApi));
  httpPort(LocationApiToken, () => import('./ports/location').then((m) => m.locationApi));
  httpPort(ProductDetailApiToken, () => import('./ports/product-detail').then((m) => m.productDetailApi));
  httpPort(HistoryApiToken, () => import('./ports/product-detail').then((m) => m.historyApi));
  httpPort(ChatApiToken, () => import('./ports/chat').then((m) => m.chatApi));
  httpPort(FlashSaleApiToken, () => import('./ports/flash-sale').then((m) => m.flashSaleApi));
  httpPort(InspirationApiToken, () => import('./ports/inspiration').then((m) => m.inspirationApi));
  httpPort(ReviewsApiToken, () => import('./ports/reviews').then((m) => m.reviewsApi));
  // The catalogue reads the checkout's public calls: payment methods (instalments), shipping prices, product vouchers.
  httpPort(CheckoutApiToken, () => import('./ports/checkout').then((m) => m.checkoutApi));
  // The shopper's orders (the order and invoice pages; checkout's payment information).
  httpPort(OrdersApiToken, () => import('./ports/orders').then((m) => m.ordersApi));
  // The region lists: the product page's city list (shipping estimate) and the address form's selects.
  httpPort(RegionsApiToken, () => import('./ports/regions').then((m) => m.regionsApi));

  // The frame's use cases.
  useCase(AuthStore, [SessionStoreToken]);
  useCase(ShoppingCart, [CartApiToken, GuestCartStoreToken, AuthStore, SchedulerToken]);
  useCase(Wishlist, [WishlistApiToken, GuestWishlistStoreToken, AuthStore]);
  useCase(Notifications, [NotificationsApiToken, AuthStore]);
  useCase(ChosenLocation, [LocationApiToken, LocationStoreToken, AuthStore]);
  useCase(ProductDetails, [ProductDetailApiToken, OpenedProductsStoreToken]);
  useCase(LastSeen, [LastSeenStoreToken, HistoryApiToken, AuthStore]);
  useCase(StoreMenus, [CategoryCatalogueToken]);
  useCase(SearchSuggestions, [ProductShowcaseToken, SchedulerToken]);
  useCase(MetaPages, [HomeContentApiToken]);
  useCase(SiteSettingsStore, [HomeContentApiToken, AuthStore]);
  useCase(AccountProfile, [AccountApiToken, AuthStore]);
  useCase(ChatBox, [ChatApiToken, AuthStore, SchedulerToken]);
  useCase(PasswordRecovery, [PasswordRecoveryApiToken]);
  factory(
    Session,
    [AuthStore, AuthApiToken, NavigationToken, ShoppingCart, Wishlist, LastSeen, ChosenLocation, ProductDetails, Notifications, AccountProfile, SiteSettingsStore, FailureFeed],
    (auth, authApi, navigation, cart, wishlist, lastSeen, location, product, notifications, profile, settings, failures) =>
      new Session(
        auth,
        authApi,
        navigation,
        {
          afterLogin: [cart, wishlist, lastSeen],
          // "Logout clears user, location, wishlist, current product, cart and notifications, then the token."
          clearedOnLogout: [location, wishlist, product, cart, notifications, profile, settings],
        },
        failures.failures$,
      ),
  );
});
