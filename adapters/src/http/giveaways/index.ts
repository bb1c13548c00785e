// Adapters of the giveaways calls.
export {};
