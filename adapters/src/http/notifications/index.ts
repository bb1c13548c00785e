// Adapters of the notifications calls.
export {};
