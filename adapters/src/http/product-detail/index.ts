// Adapters of the product-detail calls.
export {};
