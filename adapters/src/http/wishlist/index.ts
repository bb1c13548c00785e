// Adapters of the wishlist calls.
export * from './http-wishlist-api';
