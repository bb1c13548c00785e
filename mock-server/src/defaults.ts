/**
 * Where the mock answers by default, and the shipment credential it accepts.
 * The storefront's build reads the same defaults, so `npm start` works with no
 * configuration at all.
 */
export const MOCK_STORE_API_PATH = '/api/';
export const MOCK_SHIPMENT_API_PATH = '/shipment/';
export const MOCK_SHIPMENT_TOKEN = 'mock-shipment-token';
