// Adapters of the giveaways calls.
export * from './http-giveaways';
