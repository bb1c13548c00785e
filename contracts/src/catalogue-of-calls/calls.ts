import type { CallName } from '@more/adapters';

/** The areas of document 2 §7, in its order, plus the shipment service. */
export const areas = [
  'auth-and-user',
  'mail-and-otp',
  'regions-and-banks',
  'orders',
  'giveaways',
  'addresses-dropshippers-banks',
  'reviews-and-complaints',
  'catalogue',
  'home-and-promotions',
  'cart-voucher-payment',
  'wishlist',
  'inspiration',
  'notifications',
  'consultation',
  'news',
  'chat',
  'virtual-showroom',
  'shipment-service',
] as const;
export type Area = (typeof areas)[number];

export type Provider = 'store-api' | 'shipment-service';

export interface StoreCall {
  /** Method and path template as document 2 lists it, e.g. `GET uni/product/{slug}`. */
  readonly name: CallName;
  readonly area: Area;
  readonly provider: Provider;
  /** "Calls under the more/ prefix need a logged-in user" (document 2 §6). */
  readonly needsToken: boolean;
}

const store = (area: Area, names: readonly CallName[]): StoreCall[] =>
  names.map((name) => ({ name, area, provider: 'store-api', needsToken: name.split(' ')[1]!.startsWith('more/') }));

/**
 * Every call the storefront makes: document 2 §7, one entry per method and
 * path. 144 to the store API and 2 to the shipment service. The third-party
 * public-IP lookup of "Home and promotions" is not the store's API and is not
 * made (see contracts/README.md); giveaway claims use the giveaway paths
 * ("Claims: list with paging, tracking, store, delete (paths as above)").
 */
export const calls: readonly StoreCall[] = [
  ...store('auth-and-user', [
    'POST auth/login',
    'POST auth/logout',
    'POST auth/register',
    'POST auth/facebook',
    'POST auth/google',
    'POST more/user/show',
    'GET more/user/moreversary',
    'PUT more/user/update',
    'POST more/user/store',
    'PUT more/user/email',
    'POST more/user/reset',
    'POST more/user/have/password',
    'GET more/user/check',
    'POST more/user/token',
    'POST more/user/set-location',
    'POST more/user/password',
    'POST more/user/sync/product',
  ]),
  ...store('mail-and-otp', [
    'POST mail/reset/password',
    'GET mail/reset/valid/{token}',
    'POST mail/otp',
    'POST mail/otp/{code}',
    'POST message/wa/otp',
    'POST message/wa/otp/{code}',
    'GET mail/verification/{id}',
  ]),
  ...store('regions-and-banks', [
    'GET uni/province',
    'GET uni/city',
    'GET uni/city/all-city',
    'GET uni/city/overall',
    'GET uni/district',
    'GET uni/village',
    'GET uni/bank',
  ]),
  ...store('orders', [
    'GET more/transaction/order',
    'GET more/transaction/order/{id}',
    'POST more/transaction/order/cancel/{id}',
    'POST more/transaction/order/complete/{id}',
    'POST more/transaction/order/tracking',
    'POST more/transaction/order/pre-checkout-summary',
    'POST more/transaction/order',
    'GET more/transaction/order/apps/{id}',
  ]),
  ...store('giveaways', [
    'POST more/event/index',
    'POST more/user/giveaway/index',
    'POST more/user/giveaway/store',
    'DELETE more/user/giveaway/destroy/{id}',
  ]),
  ...store(
    'addresses-dropshippers-banks',
    (['address', 'dropshippers', 'banks'] as const).flatMap((book): CallName[] => [
      `POST more/user/${book}/index`,
      `POST more/user/${book}/show`,
      `POST more/user/${book}/store`,
      `PUT more/user/${book}/update`,
      `DELETE more/user/${book}/destroy`,
    ]),
  ),
  ...store('reviews-and-complaints', [
    'POST more/product/review',
    'GET more/product/review/templates',
    'POST more/product/review/delete-file',
    'POST more/product/review/upload',
    'GET more/product/review/{product_id}',
    'POST more/product/complain',
    'GET more/product/complain/templates',
    'POST more/product/complain/delete-file',
    'POST more/product/complain/upload',
    'POST more/product/complain/multi-upload',
  ]),
  ...store('catalogue', [
    'GET uni/product',
    'GET uni/product/search',
    'GET uni/product/{slug}',
    'GET uni/product/bundle/{id}',
    'GET uni/product/top',
    'GET uni/product/filter',
    'GET uni/product/partner/{id}',
    'GET uni/product/voucher/{id}',
    'GET uni/product/inspiration/{id}',
    'GET uni/category',
    'GET uni/category/group',
    'POST uni/product/flashsale',
    'POST uni/product/free',
    'POST uni/product/po',
    'GET uni/product/groups',
    'GET uni/product/group/{id}',
    'GET uni/product/combo',
    'GET uni/shipping-price',
  ]),
  ...store('home-and-promotions', [
    'GET uni/banner',
    'GET uni/popup',
    'GET more/setting',
    'GET uni/inspiration/highlight',
    'GET more/promotion/flashsale',
    'GET more/promotion/flashsale-group',
    'GET more/promotion/endorsement',
    'GET more/promotion/reedem',
    'GET more/promotion/free',
    'GET more/promotion/paket',
    'GET uni/page',
  ]),
  ...store('cart-voucher-payment', [
    'GET more/transaction/cart',
    'POST more/transaction/cart',
    'POST more/transaction/cart/check-stock',
    'POST more/transaction/cart/multiple-check-stock',
    'POST more/transaction/cart/set-voucher',
    'POST more/transaction/cart/pixel',
    'POST more/transaction/cart/action',
    'POST more/transaction/cart/check-location',
    'POST more/transaction/cart/check-product',
    'POST more/transaction/cart/check-product-all',
    'GET more/voucher',
    'GET uni/payment',
    'GET uni/payment/list',
  ]),
  ...store('wishlist', [
    'GET more/user/wishlist',
    'POST more/user/wishlist',
    'DELETE more/user/wishlist/{id}',
    'POST more/user/wishlist/sync-guest',
  ]),
  ...store('inspiration', ['GET uni/inspiration/room', 'GET uni/inspiration', 'GET uni/inspiration/{id}']),
  ...store('notifications', [
    'GET more/user/notification',
    'POST more/user/notification/update-read',
    'POST more/setting/reminder',
  ]),
  ...store('consultation', [
    'GET more/interior/customer',
    'GET more/interior/customer/{id}',
    'GET more/project/data/property',
    'GET more/project/data/location',
    'POST more/project',
  ]),
  ...store('news', [
    'GET uni/news/tags',
    'GET uni/news/categories',
    'GET uni/news/tags-top',
    'GET uni/news/selected',
    'GET uni/news/list',
    'GET uni/news/{id}',
    'GET uni/news/products',
  ]),
  ...store('chat', ['GET more/user/chat', 'POST more/user/chat/store', 'GET more/user/chat/unread', 'POST more/user/chat/read']),
  ...store('virtual-showroom', [
    'GET moreverse/map',
    'GET moreverse/mitra',
    'GET moreverse/exhibition/{id}',
    'GET moreverse/catalogue',
    'GET moreverse/video',
    'GET moreverse/activities',
    'GET moreverse/notif',
    'GET moreverse/reminder',
  ]),
  { name: 'GET api/v1/shipment/get/{id}', area: 'shipment-service', provider: 'shipment-service', needsToken: true },
  { name: 'GET api/v1/customer/get/{a}/{b}', area: 'shipment-service', provider: 'shipment-service', needsToken: true },
];

/** `uni/product/{slug}` → a RegExp matching concrete paths, for matching pacts and handlers to calls. */
export const pathPattern = (template: string): RegExp =>
  new RegExp(`^/?${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\??\}/g, '[^/]+')}$`);

/** The call a concrete request is, preferring literal paths over templates (`uni/product/search` over `{slug}`). */
export const callOf = (method: string, path: string, provider: Provider): StoreCall | undefined => {
  const candidates = calls.filter(
    (call) => call.provider === provider && call.name.startsWith(`${method.toUpperCase()} `) && pathPattern(call.name.split(' ')[1]!).test(path),
  );
  return candidates.sort((a, b) => placeholders(a) - placeholders(b))[0];
};

const placeholders = (call: StoreCall) => (call.name.match(/\{/g) ?? []).length;
