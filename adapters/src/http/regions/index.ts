// Adapters of the regions calls.
export * from './http-regions';
