// Wire schemas of the giveaways calls.
export * from './giveaway.wire';
