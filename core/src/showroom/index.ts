// The showroom feature: entities, rules, ports and use cases.
export {};
