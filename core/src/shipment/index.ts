// The multichannel shipment service: tracking an order's parcel and finding its customer.
export * from './tracked-shipment';
export * from './shipment-service.port';
