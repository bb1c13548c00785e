// Implementations of core's ports. Only web's composition root, the contracts
// and the cross-package tests import this; views never do.
export * from './http/call-name';
export * from './http/json-client';
export * from './http/store-api';
export * from './http/session';
export * from './http/account';
export * from './http/location';
export * from './http/product-detail';
export * from './http/regions';
export * from './http/orders';
export * from './http/checkout';
export * from './http/giveaways';
export * from './http/address-book';
export * from './http/reviews';
export * from './http/catalogue';
export * from './http/flash-sale';
export * from './http/promotions';
export * from './http/cart';
export * from './http/wishlist';
export * from './http/inspiration';
export * from './http/notifications';
export * from './http/consultation';
export * from './http/news';
export * from './http/chat';
export * from './http/showroom';
export * from './http/shipment';
export * from './storage';
