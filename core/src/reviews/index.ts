// Reviews and complaints of products a customer bought (document 2 §7). Fakes are in ./fakes.
export * from './review';
export * from './reviews-api.port';
export * from './product-reviews';
