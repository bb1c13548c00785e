// Wire schemas of the wishlist calls.
export {};
