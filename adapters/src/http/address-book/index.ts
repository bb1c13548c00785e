// Adapters of the address-book calls.
export * from './http-address-book';
