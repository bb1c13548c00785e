// Adapters of the consultation calls.
export {};
