// Adapters of the location calls.
export {};
