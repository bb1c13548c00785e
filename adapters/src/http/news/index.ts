// Adapters of the news calls.
export {};
