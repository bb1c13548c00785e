// Adapters of the consultation calls.
export * from './http-consultation-api';
