// Adapters of the wishlist calls.
export {};
