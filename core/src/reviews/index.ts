// Reviews and complaints of products a customer bought (document 2 §7). Fakes are in ./fakes.
export * from './review';
export * from './reviews-api.port';
export * from './product-reviews';
export * from './photo-uploads';
export * from './customer-complaints';
export * from './feedback-form';
export * from './complaint-form';
export * from './customer-reviews';
export * from './review-form';
export * from './sent-reviews';
export * from './feedback-refusal';
