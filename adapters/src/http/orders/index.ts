// Adapters of the orders calls.
export * from './http-orders-api';
