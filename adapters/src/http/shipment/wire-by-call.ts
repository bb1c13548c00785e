import type { WireByCall } from '../wire-registry';
import { shipmentCustomerWire, trackedShipmentWire } from './shipment.wire';

/** The `result` schema of each shipment call's answer, for the conformance test of the mock. */
export const shipmentWireByCall: WireByCall = {
  'GET api/v1/shipment/get/{id}': trackedShipmentWire,
  'GET api/v1/customer/get/{a}/{b}': shipmentCustomerWire,
};
