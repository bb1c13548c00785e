// Wire schemas of the giveaways calls: what they answer and what they send.
export * from './giveaway.wire';
export * from './giveaways-request.wire';
