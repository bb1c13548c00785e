// Adapters of the promotions calls.
export * from './http-home-content';
export * from './http-promotions';
