// Adapters of the session calls.
export {};
