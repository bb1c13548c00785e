// The inspiration feature: entities, rules, ports and use cases.
export {};
