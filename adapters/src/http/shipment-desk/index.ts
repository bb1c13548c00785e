// The storefront's own shipment endpoints, as the page's browser side calls them (the service's credential stays on the server).
export * from './http-shipment-desk';
export * from './shipment-desk.mapper';
export * from './shipment-desk.wire';
