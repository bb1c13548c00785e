// The product-list filter and the product list (document 1 §2-§4).
export * from './product-filter';
export * from './filter-segment';
export * from './reset-filter';
export * from './header-filters';
export * from './budget-ranges';
export * from './product-list';
export * from './list-skeleton';
export * from './list-screen';
export * from './list-sort';
export * from './list-summary';
export * from './list-address';
export * from './list-settled';
export * from './filter-panel';
