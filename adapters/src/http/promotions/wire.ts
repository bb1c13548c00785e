// Wire schemas of the promotions calls.
export * from './home.wire';
export * from './promotion.wire';
