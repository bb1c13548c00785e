// The regions feature: entities, rules, ports and use cases.
export {};
