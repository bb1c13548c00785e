// Wire schemas of the product-detail calls.
export {};
