// Adapters of the cart calls.
export {};
