// In-memory fakes of core's ports and entity builders, for the tests of any package.
export * from './catalogue/product.fixture';
export * from './catalogue/product-catalogue.fake';
export * from './session/fakes';
export * from './filter/fakes';
export * from './cart/fakes';
export * from './orders/fakes';
export * from './flash-sale/fakes';
export * from './notifications/fakes';
export * from './checkout/fakes';
export * from './wishlist/fakes';
export * from './product-detail/fakes';
export * from './location/fakes';
