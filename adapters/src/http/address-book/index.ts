// Adapters of the address-book calls.
export {};
