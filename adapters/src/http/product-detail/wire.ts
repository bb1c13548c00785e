// Wire schemas of the product-detail calls.
export * from './product-detail.wire';
