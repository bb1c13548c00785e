// Wire schemas of the catalogue calls.
export * from './product.wire';
export * from './category.wire';
export * from './showcase.wire';
