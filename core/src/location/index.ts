// The city the shopper shops from.
export * from './shopper-location';
export * from './city-id';
export * from './location-api.port';
export * from './location-store.port';
export * from './chosen-location';
