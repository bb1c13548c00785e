// The wire format of the store API and the shipment service, as zod schemas: the
// single definition the adapters validate against, the mock server answers with,
// and the contracts check.
export type { CallName, HttpMethod } from './http/call-name';
export { splitCallName } from './http/call-name';
export * from './http/envelope';
export type { WireByCall } from './http/wire-registry';
export { wireByCall } from './http/wire-by-call';
export type { CallRequest, RequestByCall } from './http/request-registry';
export { requestByCall } from './http/request-by-call';
export * from './http/session/wire';
export * from './http/account/wire';
export * from './http/location/wire';
export * from './http/product-detail/wire';
export * from './http/regions/wire';
export * from './http/orders/wire';
export * from './http/checkout/wire';
export * from './http/giveaways/wire';
export * from './http/address-book/wire';
export * from './http/reviews/wire';
export * from './http/catalogue/wire';
export * from './http/flash-sale/wire';
export * from './http/promotions/wire';
export * from './http/cart/wire';
export * from './http/wishlist/wire';
export * from './http/inspiration/wire';
export * from './http/notifications/wire';
export * from './http/consultation/wire';
export * from './http/news/wire';
export * from './http/chat/wire';
export * from './http/showroom/wire';
export * from './http/shipment/wire';
