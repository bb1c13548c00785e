import type { RouteAccess } from '@more/core';
import type { Services } from '../services';
import type { RouteHead } from './head';

/**
 * Every route of the storefront (document 1 §2), in the order they are
 * matched. The client router, the server renderer, the login guard, the head
 * tags and the route tests all read this one table; a screen exists when its
 * row does. Routes whose screens later issues build are listed at the end, as
 * comments, with the issue that brings them: until then they show the home
 * page, as any unknown path does.
 */

/** Who may open a route (document 1 §2, "Routes that need login"; "/login … authenticated users are sent to /"). */
export type Access = RouteAccess;

/** What a route's server-side load found on its main call. */
export type LoadResult = 'ok' | 'not-found';

export interface LoadContext {
  readonly services: Services;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
  /** The path as written in the address, still percent-encoded (params are decoded: a `%26` in a product-list keyword would split it). */
  readonly path: string;
}

export interface StoreRoute {
  /** The route's name: the meta page matched for its title and description (document 1 §2). */
  readonly name: string;
  /** A wouter pattern. */
  readonly path: string;
  /** The page's module under web/src/features: `<feature>/<Page>` (the file features/<feature>/pages/<Page>.tsx); each page is its own chunk. */
  readonly page: string;
  readonly access: Access;
  /** The HTTP status the server answers with (200 unless said). */
  readonly status?: number;
  /** A title of the route's own, where the spec gives one ("/404 … titled 'Halaman Tidak di Temukan'"). */
  readonly title?: string;
  /**
   * The route's public data, fetched by the server before it renders and by
   * the browser (from the page's snapshot) before it hydrates. Personal data
   * is never loaded here: the server does not know the shopper.
   */
  readonly load?: (context: LoadContext) => Promise<LoadResult | void>;
  /**
   * The page's own head tags from its public data (a product's name, photo,
   * price, JSON-LD), read after `load` on the server and after every
   * navigation in the browser. Lazily imported, like `load`, to keep the entry small.
   */
  readonly head?: (context: HeadContext) => Promise<RouteHead | null>;
}

export interface HeadContext {
  readonly services: Services;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly origin: string;
}

export const NOT_FOUND_ROUTE_NAME = 'NotFound';

export const storeRoutes: readonly StoreRoute[] = [
  {
    name: 'Home',
    path: '/',
    page: 'home/HomePage',
    access: 'public',
    load: async ({ services }) => {
      const { loadHome } = await import('../../features/home/home-data');
      await loadHome(services);
    },
    head: async ({ services }) => (await import('../../features/home/home-data')).homePageHead(services),
  },
  { name: NOT_FOUND_ROUTE_NAME, path: '/404', page: 'not-found/NotFoundPage', access: 'public', status: 404, title: 'Halaman Tidak di Temukan' },

  // The doors (document 1 §2, §4).
  { name: 'more-login', path: '/login', page: 'account/LoginPage', access: 'guest' },
  { name: 'register', path: '/register', page: 'account/RegisterPage', access: 'guest' },
  { name: 'forgotPassword', path: '/forgotPassword', page: 'account/ForgotPasswordPage', access: 'public' },
  { name: 'forgotPassword', path: '/forgotPassword/:token', page: 'account/ResetPasswordPage', access: 'public' },
  { name: 'verifyEmail', path: '/verify-email/:id', page: 'account/VerifyEmailPage', access: 'public' },
  { name: 'appleLogin', path: '/apple-login', page: 'account/AppleLoginPage', access: 'public' },

  // /profile, default child: account information. Its other children come with the profile issue.
  { name: 'Profile', path: '/profile', page: 'account/ProfilePage', access: 'login' },

  // The catalogue's lists (document 1 §2): products, categories, promotions.
  // (lists rows)
  {
    name: 'Products',
    path: '/products',
    page: 'catalogue/ProductsPage',
    access: 'public',
    load: async (context) => (await import('../../features/catalogue/list/list-data')).loadProductsPage(context),
  },
  {
    name: 'Products',
    path: '/products/:filter',
    page: 'catalogue/ProductsPage',
    access: 'public',
    load: async (context) => (await import('../../features/catalogue/list/list-data')).loadProductsPage(context),
  },
  {
    name: 'Category',
    path: '/category/:slug',
    page: 'catalogue/CategoryPage',
    access: 'public',
    load: async (context) => (await import('../../features/catalogue/list/list-data')).loadCategoryPage(context),
    head: async (context) => (await import('../../features/catalogue/list/list-data')).categoryHead(context),
  },
  {
    name: 'Find',
    path: '/find/:slug',
    page: 'catalogue/FindPage',
    access: 'public',
    load: async (context) => (await import('../../features/catalogue/list/list-data')).loadFindPage(context),
  },

  // The promotions (document 1 §2; document 2 §7 "Home and promotions"). /product/sale comes before /product/:slug.
  // (promotion rows)
  {
    // uni/page has no meta page for the flash sale: the route is named for itself.
    name: 'FlashSale',
    path: '/product/sale',
    page: 'flash-sale/FlashSalePage',
    access: 'public',
    title: 'Flash Sale',
    load: async ({ services }) => {
      const { loadFlashSalePage } = await import('../../features/flash-sale/flash-sale-data');
      await loadFlashSalePage(services);
    },
  },
  {
    name: 'Promotion',
    path: '/promotion',
    page: 'promotions/PromotionPage',
    access: 'public',
    load: async ({ services }) => {
      const { loadPromotions } = await import('../../features/promotions/promotion-data');
      await loadPromotions(services);
    },
  },
  {
    // One meta page (uni/page "Promotion") for the overview and each kind's page.
    name: 'Promotion',
    path: '/promo/:slug',
    page: 'promotions/PromoPage',
    access: 'public',
    load: async ({ services, params }) => {
      const { loadPromo } = await import('../../features/promotions/promotion-data');
      return loadPromo(services, params.slug);
    },
    head: async ({ params }) => (await import('../../features/promotions/promotion-data')).promoHead(params.slug),
  },

  // The product and bundle pages (document 1 §2).
  // (detail rows)
  {
    name: 'ProductDetail',
    path: '/product/:slug',
    page: 'product-detail/ProductDetailPage',
    access: 'public',
    load: async ({ services, params }) => (await import('../../features/product-detail/detail-data')).loadProductDetail(services, params.slug),
    head: async ({ services, params, origin }) =>
      (await import('../../features/product-detail/detail-data')).productPageHead(services, params.slug, origin),
  },
  {
    // No meta page names bundles; a name of its own lets one be added without a code change.
    name: 'BundleDetail',
    path: '/bundle/:slug?',
    page: 'product-detail/BundleDetailPage',
    access: 'public',
    load: async ({ services, params }) => (await import('../../features/product-detail/detail-data')).loadProductDetail(services, params.slug),
    head: async ({ services, params, origin }) =>
      (await import('../../features/product-detail/detail-data')).productPageHead(services, params.slug, origin),
  },

  // The cart (document 1 §2, §4): /cart, /buy, /m/buy.
  // (cart rows)
  { name: 'Cart', path: '/cart', page: 'cart/CartPage', access: 'public' },
  // The server answers /buy ↔ /m/buy by user agent first (redirects.ts); /buy needs login, /m/buy checks it at checkout.
  { name: 'Cart', path: '/buy', page: 'cart/BuyPage', access: 'login' },
  { name: 'Cart', path: '/m/buy', page: 'cart/BuyPage', access: 'public' },

  // The checkout (document 1 §2): /checkout and its steps, thanks, information/{ordersn} (public).
  // (checkout rows)
  { name: 'Checkout', path: '/checkout', page: 'checkout/CheckoutPage', access: 'login' },
  { name: 'Checkout', path: '/checkout/payment', page: 'checkout/CheckoutPage', access: 'login' },
  { name: 'Checkout', path: '/checkout/review', page: 'checkout/CheckoutPage', access: 'login' },
  { name: 'Checkout', path: '/checkout/success', page: 'checkout/CheckoutPage', access: 'login' },
  { name: 'CheckoutThanks', path: '/checkout/thanks', page: 'checkout/ThanksPage', access: 'login' },
  { name: 'CheckoutInformation', path: '/checkout/information/:ordersn', page: 'checkout/PaymentInformationPage', access: 'public' },

  // The shopper's orders and invoices: /profile/order/{ordersn}, /invoice, /invoice-print/{ordersn}.
  // (order rows)
  // The thanks redirect lands here with the bill number (INV-…); the orders API finds an order by either number.
  { name: 'ProfileOrder', path: '/profile/order/:ordersn', page: 'orders/OrderPage', access: 'login' },
  { name: 'Invoice', path: '/invoice', page: 'orders/InvoicesPage', access: 'login' },
  // Public in document 1 §2; the page itself asks a guest to log in, since only the order's customer is answered.
  { name: 'InvoicePrint', path: '/invoice-print/:ordersn', page: 'orders/InvoicePrintPage', access: 'public' },

  // Not filed yet: /profile's other children (wishlist, orders, pay, review, complain,
  //   complain-detail, event, address, dropshipper, banks, notifications, password, vouchers, chats,
  //   point), /plain-menu, /omnitracking/{sn?}, the content pages (/about, /about-apps, /faq, /faq-apps,
  //   /snk, /snk-apps, /artikel…, /inspirasi…, /portfolio/{slug}), /desain-interior…, /moreverse,
  //   /moreversary, /moreversary-retail, /vr/{slug}, /offline-store, /download.
];

/** "Any unknown path shows the home page" (document 1 §2). */
export const fallbackRoute: StoreRoute = storeRoutes[0]!;
export const notFoundRoute: StoreRoute = storeRoutes.find((route) => route.name === NOT_FOUND_ROUTE_NAME)!;
