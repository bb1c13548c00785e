// Adapters of the account calls.
export {};
