// Adapters of the catalogue calls.
export * from './http-product-catalogue';
