// The product-list filter and the product list (document 1 §2-§4). The filter's value (ProductFilter), its
// address and the menu's named filters are the catalogue's (catalogue/product-filter.ts and beside it): the
// catalogue's port, the menu, search and the category pages take them too, and they need nothing of the list.
export * from './reset-filter';
export * from './budget-ranges';
export * from './product-list';
export * from './list-skeleton';
export * from './list-screen';
export * from './list-sort';
export * from './list-summary';
export * from './list-address';
export * from './list-settled';
export * from './filter-panel';
