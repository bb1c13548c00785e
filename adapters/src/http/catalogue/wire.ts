// Wire schemas of the catalogue calls.
export * from './product.wire';
