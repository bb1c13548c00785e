import {
  BrowserGuestCartStore,
  BrowserGuestWishlistStore,
  BrowserLastSeenStore,
  BrowserLocationStore,
  BrowserOpenedProductsStore,
  BrowserSessionStore,
  CustomerSlots,
} from '@more/adapters/storage';
import {
  AccountApiToken,
  AccountProfile,
  AccountVerificationApiToken,
  AuthApiToken,
  AuthStore,
  CartApiToken,
  CategoryCatalogueToken,
  CheckoutApiToken,
  ChosenLocation,
  FailureFeed,
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
  SessionMirrorToken,
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
 * feature modules (features/<feature>/*.module.ts, listed in
 * feature-modules.ts), which their routes name.
 *
 * Where an HTTP port is bound, one rule:
 * - a port the frame's use cases use (every page): here;
 * - a port one feature alone uses: that feature's module, the one every route
 *   of the feature that needs it loads (the flash sale's in flash-sale);
 * - a port several features use (the catalogue, promotions, inspiration,
 *   reviews, checkout, orders, regions): here, its one home, so that no two
 *   modules bind it and no route must load another feature's module for it;
 * - one measured exception: the account's verification port, whose adapter's
 *   other ports (the account, password recovery) are here, is here too. Its
 *   line costs the entry 13 B of gzip; in a module of its own it cost
 *   /profile and /verify-email 470 B each.
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
  httpPort(ProductCatalogueToken, () => import('@more/adapters/http/catalogue').then(({ HttpProductCatalogue }) => HttpProductCatalogue));
  // Read once per page: the menus, the home page's grid and a category's page share each request (and the snapshot carries it once).
  factory(
    CategoryCatalogueToken,
    [HttpPorts],
    (ports) => new ReadOnceCategoryCatalogue(ports.port(() => import('@more/adapters/http/catalogue').then(({ HttpCategoryCatalogue }) => HttpCategoryCatalogue))),
  );
  httpPort(ProductShowcaseToken, () => import('@more/adapters/http/catalogue').then(({ HttpProductShowcase }) => HttpProductShowcase));
  // Meta pages and settings on every page: apart from the promotions' own calls (rewards, endorsements).
  httpPort(HomeContentApiToken, () => import('@more/adapters/http/promotions/home-content').then(({ HttpHomeContentApi }) => HttpHomeContentApi));
  httpPort(PromotionsApiToken, () => import('@more/adapters/http/promotions').then(({ HttpPromotionsApi }) => HttpPromotionsApi));
  httpPort(AuthApiToken, () => import('@more/adapters/http/session').then(({ HttpAuthApi }) => HttpAuthApi));
  httpPort(AccountApiToken, () => import('@more/adapters/http/account').then(({ HttpAccountApi }) => HttpAccountApi));
  httpPort(AccountVerificationApiToken, () => import('@more/adapters/http/account').then(({ HttpAccountVerificationApi }) => HttpAccountVerificationApi));
  httpPort(PasswordRecoveryApiToken, () => import('@more/adapters/http/account').then(({ HttpPasswordRecoveryApi }) => HttpPasswordRecoveryApi));
  httpPort(CartApiToken, () => import('@more/adapters/http/cart').then(({ HttpCartApi }) => HttpCartApi));
  httpPort(WishlistApiToken, () => import('@more/adapters/http/wishlist').then(({ HttpWishlistApi }) => HttpWishlistApi));
  httpPort(NotificationsApiToken, () => import('@more/adapters/http/notifications').then(({ HttpNotificationsApi }) => HttpNotificationsApi));
  httpPort(LocationApiToken, () => import('@more/adapters/http/location').then(({ HttpLocationApi }) => HttpLocationApi));
  httpPort(ProductDetailApiToken, () => import('@more/adapters/http/product-detail').then(({ HttpProductDetailApi }) => HttpProductDetailApi));
  httpPort(HistoryApiToken, () => import('@more/adapters/http/product-detail').then(({ HttpHistoryApi }) => HttpHistoryApi));
  httpPort(InspirationApiToken, () => import('@more/adapters/http/inspiration').then(({ HttpInspirationApi }) => HttpInspirationApi));
  httpPort(ReviewsApiToken, () => import('@more/adapters/http/reviews').then(({ HttpReviewsApi }) => HttpReviewsApi));
  // The catalogue reads the checkout's public calls: payment methods (instalments), shipping prices, product vouchers.
  httpPort(CheckoutApiToken, () => import('@more/adapters/http/checkout').then(({ HttpCheckoutApi }) => HttpCheckoutApi));
  // The shopper's orders (the order and invoice pages; checkout's payment information).
  httpPort(OrdersApiToken, () => import('@more/adapters/http/orders').then(({ HttpOrdersApi }) => HttpOrdersApi));
  // The region lists: the product page's city list (shipping estimate) and the address form's selects.
  httpPort(RegionsApiToken, () => import('@more/adapters/http/regions').then(({ HttpRegions }) => HttpRegions));

  // The frame's use cases.
  useCase(AuthStore, [SessionStoreToken, SessionMirrorToken]);
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
  useCase(PasswordRecovery, [PasswordRecoveryApiToken]);
  factory(
    Session,
    [AuthStore, AuthApiToken, NavigationToken, ShoppingCart, Wishlist, LastSeen, ChosenLocation, ProductDetails, Notifications, AccountProfile, SiteSettingsStore, FailureFeed, TabStorageToken],
    (auth, authApi, navigation, cart, wishlist, lastSeen, location, product, notifications, profile, settings, failures, tab) =>
      new Session(
        auth,
        authApi,
        navigation,
        {
          afterLogin: [cart, wishlist, lastSeen],
          // "Logout clears user, location, wishlist, current product, cart and notifications, then the token."
          // The customer's slots in the tab's storage go too, whether or not the code that wrote them is loaded.
          clearedOnLogout: [location, wishlist, product, cart, notifications, profile, settings, new CustomerSlots(tab)],
        },
        failures.failures$,
      ),
  );
});
