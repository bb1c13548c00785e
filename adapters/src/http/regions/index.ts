// Adapters of the regions calls.
export {};
