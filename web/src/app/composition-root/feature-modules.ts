import type { ContainerModule } from 'inversify';

/**
 * Every feature module, by name: the one list of them. A route's row names the ones its page and data loader
 * need (features/<feature>/routes.ts), and they are loaded into the container before the page renders
 * (feature-bindings.ts). Each lives in its feature's folder and is a chunk of its own, fetched with the route's
 * page; the server preloads it by its file (featureModuleManifestKey):
 * - `'<feature>'`: the feature's own module, `features/<feature>/<feature>.module.ts`;
 * - `'<feature>/<part>'`: a further module of the feature, `features/<feature>/<part>.module.ts`, bound apart to
 *   keep a route's first load small (a page's later sections, a step) or because other features' rows load it too
 *   (its doc comment says which).
 * Nothing else imports a module (tests/architecture/boundaries.ts). This table is a chunk of its own too, out of
 * the entry (module-table.ts): what the entry loads imports it as a type alone (module-names.ts).
 */
export const featureModules = {
  account: () => import('../../features/account/account.module'),
  'account/profile': () => import('../../features/account/profile.module'),
  'address-book': () => import('../../features/address-book/address-book.module'),
  'address-book/ordering': () => import('../../features/address-book/ordering.module'),
  'address-book/regions': () => import('../../features/address-book/regions.module'),
  cart: () => import('../../features/cart/cart.module'),
  chat: () => import('../../features/chat/chat.module'),
  catalogue: () => import('../../features/catalogue/catalogue.module'),
  checkout: () => import('../../features/checkout/checkout.module'),
  'checkout/payment': () => import('../../features/checkout/payment.module'),
  'checkout/payment-information': () => import('../../features/checkout/payment-information.module'),
  complaints: () => import('../../features/complaints/complaints.module'),
  consultation: () => import('../../features/consultation/consultation.module'),
  'consultation/projects': () => import('../../features/consultation/projects.module'),
  'consultation/request': () => import('../../features/consultation/request.module'),
  'flash-sale': () => import('../../features/flash-sale/flash-sale.module'),
  'flash-sale/page': () => import('../../features/flash-sale/page.module'),
  giveaways: () => import('../../features/giveaways/giveaways.module'),
  home: () => import('../../features/home/home.module'),
  inspiration: () => import('../../features/inspiration/inspiration.module'),
  moreversary: () => import('../../features/moreversary/moreversary.module'),
  news: () => import('../../features/news/news.module'),
  'news/sitemap': () => import('../../features/news/sitemap.module'),
  notifications: () => import('../../features/notifications/notifications.module'),
  orders: () => import('../../features/orders/orders.module'),
  'orders/pending-payments': () => import('../../features/orders/pending-payments.module'),
  'product-detail': () => import('../../features/product-detail/product-detail.module'),
  'product-detail/extras': () => import('../../features/product-detail/extras.module'),
  promotions: () => import('../../features/promotions/promotions.module'),
  'promotions/rewards': () => import('../../features/promotions/rewards.module'),
  reviews: () => import('../../features/reviews/reviews.module'),
  shipment: () => import('../../features/shipment/shipment.module'),
  showroom: () => import('../../features/showroom/showroom.module'),
  wishlist: () => import('../../features/wishlist/wishlist.module'),
} as const satisfies Readonly<Record<string, () => Promise<{ readonly default: ContainerModule }>>>;
