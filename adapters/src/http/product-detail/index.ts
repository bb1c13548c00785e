// Adapters of the product-detail calls.
export * from './http-product-detail-api';
export * from './http-history-api';
