// Adapters of the showroom calls.
export * from './http-showroom-api';
