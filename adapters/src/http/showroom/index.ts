// Adapters of the showroom calls.
export {};
