// Adapters of the shipment service's calls.
export * from './shipment-api';
export * from './http-shipment-service';
