// The account feature: entities, rules, ports and use cases.
export {};
