// In-memory flash-sale API and builders, for the tests of any package.
export * from './flash-sale.fixture';
export * from './flash-sale-api.fake';
