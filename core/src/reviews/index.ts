// The reviews feature: entities, rules, ports and use cases.
export {};
