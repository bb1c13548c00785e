// The wishlist: hearts on products, for guests on the device and for customers on the server.
export * from './wished-ids';
export * from './wishlist-api.port';
export * from './guest-wishlist-store.port';
export * from './wishlist';
export * from './wishlist-page';
export * from './wishlist-purchase';
