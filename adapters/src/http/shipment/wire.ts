// Wire schemas of the shipment calls.
export * from './shipment.wire';
