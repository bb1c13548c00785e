// The address-book feature: entities, rules, ports and use cases.
export {};
