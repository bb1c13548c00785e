import { NOT_FOUND_ROUTE_NAME, type StoreRoute } from './route';

/**
 * Every route of the storefront (document 1 §2), in the order they are
 * matched. The client router, the server renderer, the login guard, the head
 * tags and the route tests all read this one table; a screen exists when its
 * row does. A row names its page, the feature modules its page needs
 * (`modules`), and its data loaders (`load`, `head`), each a chunk of its own.
 * Every route of document 1 §2 has its row; any other path shows the home
 * page ("Any unknown path shows the home page").
 */

/** The data loaders, each a chunk of its own, named once for the rows that share them. */
const homeData = () => import('../../features/home/home-data');
const listData = () => import('../../features/catalogue/list/list-data');
const flashSaleData = () => import('../../features/flash-sale/flash-sale-data');
const promotionData = () => import('../../features/promotions/promotion-data');
const productData = () => import('../../features/product-detail/detail-data');
const shipmentData = () => import('../../features/shipment/shipment-data');
const newsData = () => import('../../features/news/news-data');
const inspirationData = () => import('../../features/inspiration/inspiration-data');
const interiorData = () => import('../../features/consultation/interior-data');
const showroomData = () => import('../../features/showroom/showroom-data');
const showroom = (path: string, part: 'Moreverse' | 'Exhibition' | 'ShowroomRoom'): StoreRoute => ({ name: 'Moreverse', path, page: `showroom/${part}Page`, modules: ['showroom'], access: 'public', load: async (c) => (await showroomData()).showroomLoads[part](c), head: async (c) => (await showroomData()).showroomHeads[part](c) });
const moreversaryData = () => import('../../features/moreversary/moreversary-data');
const storePagesData = () => import('../../features/store-pages/store-pages-data');
const storeHead = (page: 'about' | 'faq' | 'snk' | 'offline-store' | 'download', app?: boolean): StoreRoute['head'] => async (c) => (await storePagesData()).storePageHead(c, page, app);

export const storeRoutes: readonly StoreRoute[] = [
  {
    name: 'Home',
    path: '/',
    page: 'home/HomePage',
    modules: ['home', 'flash-sale'],
    access: 'public',
    load: async (context) => (await homeData()).loadHome(context),
    head: async (context) => (await homeData()).homePageHead(context),
  },
  { name: NOT_FOUND_ROUTE_NAME, path: '/404', page: 'not-found/NotFoundPage', access: 'public', status: 404, title: 'Halaman Tidak di Temukan' },

  // The doors (document 1 §2, §4).
  { name: 'more-login', path: '/login', page: 'account/LoginPage', modules: ['account'], access: 'guest' },
  { name: 'register', path: '/register', page: 'account/RegisterPage', modules: ['account'], access: 'guest' },
  { name: 'forgotPassword', path: '/forgotPassword', page: 'account/ForgotPasswordPage', access: 'public' },
  { name: 'forgotPassword', path: '/forgotPassword/:token', page: 'account/ResetPasswordPage', access: 'public' },
  { name: 'verifyEmail', path: '/verify-email/:id', page: 'account/VerifyEmailPage', access: 'public' },
  { name: 'appleLogin', path: '/apple-login', page: 'account/AppleLoginPage', modules: ['account'], access: 'public' },

  // /profile and its children (document 1 §2) render in the profile's frame: its menu beside the page on a desktop.
  // On a phone the menu is /plain-menu, which the bottom navigation's Profil tab opens.
  { name: 'Profile', path: '/profile', page: 'account/ProfilePage', modules: ['account-profile'], frame: 'profile/ProfileFrame', access: 'login' },
  { name: 'PlainMenu', path: '/plain-menu', page: 'profile/PlainMenuPage', access: 'login', title: 'Akun Saya' },

  // The catalogue's lists (document 1 §2): products, categories, promotions.
  // (lists rows)
  {
    name: 'Products',
    path: '/products',
    page: 'catalogue/ProductsPage',
    modules: ['catalogue'],
    access: 'public',
    load: async (context) => (await listData()).loadProductsPage(context),
    head: async (context) => (await listData()).productsHead(context),
  },
  {
    name: 'Products',
    path: '/products/:filter',
    page: 'catalogue/ProductsPage',
    modules: ['catalogue'],
    access: 'public',
    load: async (context) => (await listData()).loadProductsPage(context),
    head: async (context) => (await listData()).productsHead(context),
  },
  {
    name: 'Category',
    path: '/category/:slug',
    page: 'catalogue/CategoryPage',
    modules: ['catalogue'],
    access: 'public',
    load: async (context) => (await listData()).loadCategoryPage(context),
    head: async (context) => (await listData()).categoryHead(context),
  },
  {
    name: 'Find',
    path: '/find/:slug',
    page: 'catalogue/FindPage',
    modules: ['catalogue'],
    access: 'public',
    load: async (context) => (await listData()).loadFindPage(context),
  },

  // The promotions (document 1 §2; document 2 §7 "Home and promotions"). /product/sale comes before /product/:slug.
  // (promotion rows)
  {
    // uni/page has no meta page for the flash sale: the route is named for itself.
    name: 'FlashSale',
    path: '/product/sale',
    page: 'flash-sale/FlashSalePage',
    modules: ['flash-sale', 'flash-sale-page'],
    access: 'public',
    title: 'Flash Sale',
    load: async (context) => (await flashSaleData()).loadFlashSalePage(context),
  },
  {
    name: 'Promotion',
    path: '/promotion',
    page: 'promotions/PromotionPage',
    modules: ['promotions', 'rewards', 'flash-sale', 'flash-sale-page'],
    access: 'public',
    load: async (context) => (await promotionData()).loadPromotions(context),
  },
  {
    // One meta page (uni/page "Promotion") for the overview and each kind's page.
    name: 'Promotion',
    path: '/promo/:slug',
    page: 'promotions/PromoPage',
    modules: ['promotions', 'rewards', 'flash-sale', 'flash-sale-page'],
    access: 'public',
    load: async (context) => (await promotionData()).loadPromo(context),
    head: async (context) => (await promotionData()).promoHead(context),
  },

  // The product and bundle pages (document 1 §2).
  // (detail rows)
  {
    name: 'ProductDetail',
    path: '/product/:slug',
    page: 'product-detail/ProductDetailPage',
    modules: ['product-detail'],
    later: ['product-extras'],
    access: 'public',
    load: async (context) => (await productData()).loadProductDetail(context),
    head: async (context) => (await productData()).productPageHead(context),
  },
  {
    // No meta page names bundles; a name of its own lets one be added without a code change.
    name: 'BundleDetail',
    path: '/bundle/:slug?',
    page: 'product-detail/BundleDetailPage',
    modules: ['product-detail'],
    later: ['product-extras'],
    access: 'public',
    load: async (context) => (await productData()).loadProductDetail(context),
    head: async (context) => (await productData()).productPageHead(context),
  },

  // The cart (document 1 §2, §4): /cart, /buy, /m/buy.
  // (cart rows)
  { name: 'Cart', path: '/cart', page: 'cart/CartPage', modules: ['cart', 'rewards'], access: 'public' },
  // The server answers /buy ↔ /m/buy by user agent first (redirects.ts); /buy needs login, /m/buy checks it at checkout.
  { name: 'Cart', path: '/buy', page: 'cart/BuyPage', modules: ['cart', 'rewards'], access: 'login' },
  { name: 'Cart', path: '/m/buy', page: 'cart/BuyPage', modules: ['cart', 'rewards'], access: 'public' },

  // The checkout (document 1 §2): /checkout and its steps, thanks, information/{ordersn} (public).
  // (checkout rows)
  { name: 'Checkout', path: '/checkout', page: 'checkout/CheckoutPage', modules: ['ordering', 'checkout'], later: ['regions', 'checkout-payment'], access: 'login' },
  { name: 'Checkout', path: '/checkout/payment', page: 'checkout/CheckoutPage', modules: ['ordering', 'checkout'], later: ['regions', 'checkout-payment'], access: 'login' },
  { name: 'Checkout', path: '/checkout/review', page: 'checkout/CheckoutPage', modules: ['ordering', 'checkout'], later: ['regions', 'checkout-payment'], access: 'login' },
  { name: 'Checkout', path: '/checkout/success', page: 'checkout/CheckoutPage', modules: ['ordering', 'checkout'], later: ['regions', 'checkout-payment'], access: 'login' },
  { name: 'CheckoutThanks', path: '/checkout/thanks', page: 'checkout/ThanksPage', modules: ['ordering'], access: 'login' },
  { name: 'CheckoutInformation', path: '/checkout/information/:ordersn', page: 'checkout/PaymentInformationPage', modules: ['payment-information'], access: 'public' },

  // The shopper's orders and invoices: /profile/order/{ordersn}, /invoice, /invoice-print/{ordersn}.
  // (order rows)
  // The thanks redirect lands here with the bill number (INV-…); the orders API finds an order by either number.
  { name: 'ProfileOrders', path: '/profile/orders', page: 'orders/OrdersPage', modules: ['orders'], frame: 'profile/ProfileFrame', access: 'login', title: 'Pesanan Saya' },
  // The orders still to pay, with how to pay each: a shopper who left the payment page finishes here.
  { name: 'ProfilePay', path: '/profile/pay', page: 'orders/PayPage', modules: ['orders', 'pending-payments'], frame: 'profile/ProfileFrame', access: 'login', title: 'Menunggu Pembayaran' },
  { name: 'ProfileOrder', path: '/profile/order/:ordersn', page: 'orders/OrderPage', modules: ['orders'], frame: 'profile/ProfileFrame', access: 'login' },
  { name: 'Invoice', path: '/invoice', page: 'orders/InvoicesPage', modules: ['orders'], access: 'login' },
  // Public in document 1 §2; the page itself asks a guest to log in, since only the order's customer is answered.
  { name: 'InvoicePrint', path: '/invoice-print/:ordersn', page: 'orders/InvoicePrintPage', modules: ['orders'], access: 'public' },

  // Shipment tracking (document 1 §2 /omnitracking/{sn?}): public, through the storefront's own server, which alone
  // holds the shipment service's credential; the customer masked unless the owner or the lookup by phone proves it.
  {
    name: 'OmniTracking',
    path: '/omnitracking/:sn?',
    page: 'shipment/ShipmentTrackingPage',
    modules: ['shipment'],
    access: 'public',
    title: 'Lacak Pengiriman',
    load: async (context) => (await shipmentData()).loadShipmentPage(context),
    head: async (context) => (await shipmentData()).shipmentPageHead(context),
  },
  // The giveaway events and the customer's claims (document 2 §7, "Giveaways and events").
  { name: 'ProfileEvent', path: '/profile/event', page: 'giveaways/EventsPage', modules: ['giveaways'], frame: 'profile/ProfileFrame', access: 'login', title: 'Event & Giveaway' },
  // Complaints (document 2 §7, "Reviews and complaints"): a line of a shipped or completed order, then its form (?ordersn=…&product=<slug>).
  { name: 'ProfileComplain', path: '/profile/complain', page: 'complaints/ComplainPage', modules: ['complaints'], frame: 'profile/ProfileFrame', access: 'login', title: 'Komplain' },
  { name: 'ProfileComplainDetail', path: '/profile/complain-detail', page: 'complaints/ComplainDetailPage', modules: ['complaints'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ajukan Komplain' },
  // Reviews (document 2 §7, "Reviews and complaints"): the completed orders' products waiting for a review, and those reviewed.
  { name: 'ProfileReview', path: '/profile/review', page: 'reviews/ReviewPage', modules: ['reviews'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ulasan' },
  // The customer's books (document 2 §7, "Addresses, dropshippers, bank accounts"): list, add, edit, delete; the address and dropshipper books are the checkout's too (ordering).
  { name: 'ProfileAddress', path: '/profile/address', page: 'address-book/AddressPage', modules: ['ordering', 'regions'], frame: 'profile/ProfileFrame', access: 'login', title: 'Alamat' },
  { name: 'ProfileDropshipper', path: '/profile/dropshipper', page: 'address-book/DropshipperPage', modules: ['ordering'], frame: 'profile/ProfileFrame', access: 'login', title: 'Dropshipper' },
  { name: 'ProfileBanks', path: '/profile/banks', page: 'address-book/BanksPage', modules: ['address-book'], frame: 'profile/ProfileFrame', access: 'login', title: 'Rekening Bank' },

  // The wishlist (document 1 §3, §4): the account's wished products as cards, a page at a time; the list is the frame's Wishlist.
  { name: 'ProfileWishlist', path: '/profile/wishlist', page: 'wishlist/WishlistPage', modules: ['wishlist'], frame: 'profile/ProfileFrame', access: 'login', title: 'Wishlist' },
  // The customer's vouchers (`more/voucher`): "Pakai" puts one on the cart, whose module holds it; the rewards for points (`more/promotion/reedem`).
  { name: 'ProfileVouchers', path: '/profile/vouchers', page: 'vouchers/VouchersPage', modules: ['cart'], frame: 'profile/ProfileFrame', access: 'login', title: 'Voucher Saya' },
  { name: 'ProfilePoint', path: '/profile/point', page: 'vouchers/PointsPage', modules: ['rewards'], frame: 'profile/ProfileFrame', access: 'login', title: 'Poin Saya' },
  // The notifications (the frame's list, which the bell shares) with this device's push registration; the chat with the store.
  { name: 'ProfileNotifications', path: '/profile/notifications', page: 'notifications/NotificationsPage', modules: ['notifications'], frame: 'profile/ProfileFrame', access: 'login', title: 'Notifikasi' },
  { name: 'ProfileChats', path: '/profile/chats', page: 'chat/ChatsPage', frame: 'profile/ProfileFrame', access: 'login', title: 'Chat' },

  // The password (`more/user/have/password`): change it, or set a first one for an account made by social login.
  { name: 'ProfilePassword', path: '/profile/password', page: 'account/PasswordPage', modules: ['account-profile'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ubah Kata Sandi' },
  // Every child of /profile in document 1 §2 has its row now: another path under it is unknown, and shows the home page.

  // The articles (document 1 §2 /artikel, /artikel/{slug}, /artikel/category/{slug}; document 2 §7 "News"): public, rendered on the server.
  // (article rows)
  { name: 'Artikel', path: '/artikel', page: 'news/ArticlesPage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticlesPage(c), head: async (c) => (await newsData()).articlesHead(c) },
  { name: 'Artikel', path: '/artikel/category/:slug', page: 'news/ArticleCategoryPage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticleCategoryPage(c), head: async (c) => (await newsData()).articleCategoryHead(c) },
  { name: 'Artikel', path: '/artikel/:slug', page: 'news/ArticlePage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticlePage(c), head: async (c) => (await newsData()).articlePageHead(c) },

  // Inspiration (document 1 §2 /inspirasi/{slug}, /inspirasi-detail/{slug}; document 2 §7 "Inspiration"): public, rendered on the server.
  // (inspiration rows)
  { name: 'Inspirasi', path: '/inspirasi/:slug', page: 'inspiration/InspirationRoomPage', modules: ['inspiration'], access: 'public', load: async (c) => (await inspirationData()).loadInspirationRoomPage(c), head: async (c) => (await inspirationData()).roomPageHead(c) },
  { name: 'Inspirasi', path: '/inspirasi-detail/:slug', page: 'inspiration/InspirationPage', modules: ['inspiration'], access: 'public', load: async (c) => (await inspirationData()).loadInspirationPage(c), head: async (c) => (await inspirationData()).inspirationPageHead(c) },

  // Interior design (document 1 §2 /desain-interior…, /portfolio/{slug}): the service's public parts rendered on the server;
  // the customers' projects (`more/interior/customer`) and the consultation request need login (document 2 §6).
  // (interior rows)
  { name: 'DesainInterior', path: '/desain-interior', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation-request', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c) },
  { name: 'DesainInterior', path: '/desain-interior/surabaya', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation-request', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'surabaya') },
  { name: 'DesainInterior', path: '/desain-interior/gresik', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation-request', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'gresik') },
  { name: 'DesainInterior', path: '/desain-interior/sidoarjo', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation-request', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'sidoarjo') },
  { name: 'DesainInterior', path: '/desain-interior/:slug', page: 'consultation/InteriorProjectPage', modules: ['consultation', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorProjectPageHead(c) },
  // The portfolio's address of a project (document 1 §2): the same page, its canonical address the one above.
  { name: 'DesainInterior', path: '/portfolio/:slug', page: 'consultation/InteriorProjectPage', modules: ['consultation', 'interior-projects'], access: 'public', head: async (c) => (await interiorData()).interiorProjectPageHead(c) },

  // MOREVERSE, the virtual showroom (document 1 §1, §2 /moreverse, /vr/{slug}; document 2 §7 "Virtual showroom"): public, rendered on the server.
  // (showroom rows)
  showroom('/moreverse', 'Moreverse'),
  showroom('/moreverse/pameran/:id', 'Exhibition'),
  showroom('/vr/:slug', 'ShowroomRoom'),

  // The anniversary pages (document 1 §2 /moreversary, /moreversary-retail; document 2 §7 `more/user/moreversary`).
  // (anniversary rows)
  { name: 'Moreversary', path: '/moreversary', page: 'moreversary/MoreversaryPage', modules: ['moreversary'], access: 'public', load: async (c) => (await moreversaryData()).load(c), head: async (c) => (await moreversaryData()).head(c, 'online') },
  { name: 'MoreversaryRetail', path: '/moreversary-retail', page: 'moreversary/MoreversaryPage', modules: ['moreversary'], access: 'public', load: async (c) => (await moreversaryData()).load(c), head: async (c) => (await moreversaryData()).head(c, 'retail') },

  // The store's own pages (document 1 §2 /about, /faq, /snk, /offline-store, /download) and, without the store's frame, the app's web view of three.
  // (store page rows)
  { name: 'About', path: '/about', page: 'store-pages/AboutPage', access: 'public', head: storeHead('about') },
  { name: 'About', path: '/about-apps', page: 'store-pages/AboutPage', access: 'public', chrome: 'none', head: storeHead('about', true) },
  { name: 'Faq', path: '/faq', page: 'store-pages/FaqPage', access: 'public', head: storeHead('faq') },
  { name: 'Faq', path: '/faq-apps', page: 'store-pages/FaqPage', access: 'public', chrome: 'none', head: storeHead('faq', true) },
  { name: 'Snk', path: '/snk', page: 'store-pages/SnkPage', access: 'public', head: storeHead('snk') },
  { name: 'Snk', path: '/snk-apps', page: 'store-pages/SnkPage', access: 'public', chrome: 'none', head: storeHead('snk', true) },
  { name: 'OfflineStore', path: '/offline-store', page: 'store-pages/OfflineStorePage', access: 'public', head: storeHead('offline-store') },
  { name: 'Download', path: '/download', page: 'store-pages/DownloadPage', access: 'public', head: storeHead('download') },
];

/** "Any unknown path shows the home page" (document 1 §2). */
export const fallbackRoute: StoreRoute = storeRoutes[0]!;
export const notFoundRoute: StoreRoute = storeRoutes.find((route) => route.name === NOT_FOUND_ROUTE_NAME)!;
