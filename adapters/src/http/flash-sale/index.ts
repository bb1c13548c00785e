// Adapters of the flash-sale calls.
export * from './http-flash-sale-api';
