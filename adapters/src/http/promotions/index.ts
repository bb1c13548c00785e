// Adapters of the promotions calls.
export {};
