// Adapters of the inspiration calls.
export {};
