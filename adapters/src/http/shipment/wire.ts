// Wire schemas of the shipment calls.
export {};
