// In-memory fakes of core's ports and entity builders, for the tests of any package.
export * from './catalogue/product.fixture';
export * from './catalogue/product-catalogue.fake';
export * from './session/fakes';
