// The consultation feature: entities, rules, ports and use cases.
export {};
