// The chat feature: entities, rules, ports and use cases.
export {};
