// Adapters of the checkout calls.
export {};
