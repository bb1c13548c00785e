// Wire schemas of the wishlist calls: what they answer and what they send.
export * from './wishlist.wire';
export * from './wishlist-request.wire';
