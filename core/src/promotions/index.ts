// The promotions feature: entities, rules, ports and use cases.
export {};
