// The mock API: collections, seed and handlers, runnable anywhere (Node, vitest, a service worker).
// The Node HTTP server is in '@more/mock-server/node'.
export * from './defaults';
export * from './mock-api';
export * from './db/database';
export * from './seed/seed';
export { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from './seed/account';
export { DEMO_ORDERS, DEMO_SHIPMENT_ID, DEMO_SHIPPED_WAYBILL } from './seed/shared-ids';
// The seed's payment records, for provider states that put a method back in place.
export { courierJourney } from './handlers/orders/courier-journey';
export { paymentGroups as seededPaymentGroups, paymentMethods as seededPaymentMethods } from './seed/checkout';
export * from './handlers/handlers';
export * from './clock';
export { artworkUrl, productImageUrl } from './handlers/media';
export { namingPhotos, photoArtworkSizes, PRODUCT_PHOTO_SIZE, type Photo, type PhotoRenderer, type PhotoSize } from './media/photos';
export * from './in-process';
export type { MockContext } from './handlers/context';
export type { Router } from './handlers/router';
