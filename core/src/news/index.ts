// The news feature: entities, rules, ports and use cases.
export {};
