// Wire schemas of the wishlist calls.
export * from './wishlist.wire';
