// Adapters of the orders calls.
export {};
