/**
 * The feature modules a route row may name (`modules`, `later`): each a
 * ContainerModule in a chunk of its own, imported by modules/index.ts, whose
 * table must hold exactly these. A file of names alone, so that what loads
 * modules (feature-bindings.ts) and what names them (the route rows, a module
 * that loads another's on demand) need not import the table of modules, which
 * imports them back.
 */
export type FeatureModuleName =
  | 'account'
  | 'account-profile'
  | 'address-book'
  | 'cart'
  | 'catalogue'
  | 'checkout'
  | 'checkout-payment'
  | 'complaints'
  | 'consultation'
  | 'consultation-request'
  | 'flash-sale'
  | 'flash-sale-page'
  | 'giveaways'
  | 'home'
  | 'inspiration'
  | 'interior-projects'
  | 'news'
  | 'notifications'
  | 'ordering'
  | 'orders'
  | 'payment-information'
  | 'pending-payments'
  | 'product-detail'
  | 'product-extras'
  | 'promotions'
  | 'regions'
  | 'reviews'
  | 'rewards'
  | 'shipment'
  | 'showroom'
  | 'sitemap'
  | 'moreversary'
  | 'wishlist';
