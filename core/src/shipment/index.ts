// The shipment feature: entities, rules, ports and use cases.
export {};
