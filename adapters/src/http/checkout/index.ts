// Adapters of the checkout calls.
export * from './http-checkout-api';
