// Wire schemas of the giveaways calls.
export {};
