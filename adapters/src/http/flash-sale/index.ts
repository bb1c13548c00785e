// Adapters of the flash-sale calls.
export {};
