// Adapters of the chat calls.
export {};
