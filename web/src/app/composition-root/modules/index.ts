import type { ContainerModule } from 'inversify';
import type { FeatureModuleName } from '../module-names';

/**
 * Every feature module, by name: a route's row names the ones its page and
 * data loader need (app/routing/routes.ts), and they are loaded into the
 * container before the page renders (feature-bindings.ts). Each is a chunk of
 * its own, fetched with the route's page; the server preloads it by its file
 * (`src/app/composition-root/modules/<name>.module.ts`). This table is a chunk
 * of its own too, out of the entry (feature-bindings.ts).
 */
export const featureModules = {
  account: () => import('./account.module'),
  'account-profile': () => import('./account-profile.module'),
  'address-book': () => import('./address-book.module'),
  cart: () => import('./cart.module'),
  catalogue: () => import('./catalogue.module'),
  checkout: () => import('./checkout.module'),
  'checkout-payment': () => import('./checkout-payment.module'),
  complaints: () => import('./complaints.module'),
  consultation: () => import('./consultation.module'),
  'consultation-request': () => import('./consultation-request.module'),
  'flash-sale': () => import('./flash-sale.module'),
  'flash-sale-page': () => import('./flash-sale-page.module'),
  giveaways: () => import('./giveaways.module'),
  home: () => import('./home.module'),
  inspiration: () => import('./inspiration.module'),
  'interior-projects': () => import('./interior-projects.module'),
  news: () => import('./news.module'),
  notifications: () => import('./notifications.module'),
  ordering: () => import('./ordering.module'),
  orders: () => import('./orders.module'),
  'payment-information': () => import('./payment-information.module'),
  'pending-payments': () => import('./pending-payments.module'),
  'product-detail': () => import('./product-detail.module'),
  'product-extras': () => import('./product-extras.module'),
  promotions: () => import('./promotions.module'),
  regions: () => import('./regions.module'),
  reviews: () => import('./reviews.module'),
  rewards: () => import('./rewards.module'),
  shipment: () => import('./shipment.module'),
  showroom: () => import('./showroom.module'),
  sitemap: () => import('./sitemap.module'),
  moreversary: () => import('./moreversary.module'),
  wishlist: () => import('./wishlist.module'),
} as const satisfies { readonly [Name in FeatureModuleName]: () => Promise<{ readonly default: ContainerModule }> };

export type { FeatureModuleName } from '../module-names';

