import type { WireByCall } from '../wire-registry';
import { appOrderWire, orderDetailWire, orderListWire, orderTrackingWire } from './order.wire';

/** The `data` schema of each orders call's answer, for the conformance test of the mock. */
export const ordersWireByCall: WireByCall = {
  'GET more/transaction/order': orderListWire,
  'GET more/transaction/order/{id}': orderDetailWire,
  'POST more/transaction/order/cancel/{id}': orderDetailWire,
  'POST more/transaction/order/complete/{id}': orderDetailWire,
  'POST more/transaction/order/tracking': orderTrackingWire,
  'GET more/transaction/order/apps/{id}': appOrderWire,
};
