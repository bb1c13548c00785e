// The giveaways feature: entities, rules, ports and use cases.
export {};
