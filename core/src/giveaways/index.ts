// Giveaway events and the customer's claims.
export * from './giveaway';
export * from './giveaways-api.port';
export * from './giveaway-views';
export * from './customer-giveaways';
