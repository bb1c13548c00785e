// The multichannel shipment service: tracking an order's parcel and finding its customer.
export * from './tracked-shipment';
export * from './shipment-service.port';
export * from './shipment-disclosure';
export * from './shipment-lookup';
export * from './shipment-desk.port';
export * from './shipment-tracking';
export * from './shipment-view';
