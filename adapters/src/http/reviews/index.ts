// Adapters of the reviews and complaints calls.
export * from './http-reviews-api';
export * from './http-complaints-api';
