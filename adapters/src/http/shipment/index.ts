// Adapters of the shipment calls.
export {};
