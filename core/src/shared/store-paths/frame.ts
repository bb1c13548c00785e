// The pages the store's frame links to from every page (header, footer, bottom navigation, chat):
// they ship with the entry, and only they do.
export const home = '/';
export const login = '/login';
export const register = '/register';
export const forgotPassword = '/forgotPassword';
export const products = '/products';
export const flashSale = '/product/sale';
export const promotions = '/promotion';
export const cart = '/cart';
export const wishlist = '/profile/wishlist';
export const notifications = '/profile/notifications';
export const chats = '/profile/chats';
export const articles = '/artikel';
export const interiorDesign = '/desain-interior';
export const moreverse = '/moreverse';
export const about = '/about';
export const faq = '/faq';
export const terms = '/snk';
export const offlineStore = '/offline-store';
export const download = '/download';
// The profile's menu (header and /plain-menu) links to each page of the profile; its pages without a builder of
// their own are in customer.ts, which holds addresses alone.
export const profile = '/profile';
/** The profile's menu on a phone. */
export const plainMenu = '/plain-menu';
export const password = '/profile/password';
export const orders = '/profile/orders';
export const pendingPayments = '/profile/pay';
