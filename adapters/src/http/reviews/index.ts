// Adapters of the reviews calls.
export {};
