// Adapters of the inspiration calls.
export * from './http-inspiration-api';
