// Adapters of the catalogue calls.
export * from './http-product-catalogue';
export * from './http-category-catalogue';
export * from './http-product-showcase';
