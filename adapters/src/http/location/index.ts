// Adapters of the location calls.
export * from './http-location-api';
