import type { RequestByCall } from '../request-registry';
import {
  cancelOrderBodyWire,
  completeOrderBodyWire,
  orderListQueryWire,
  orderNumberParamsWire,
  orderTrackingBodyWire,
} from './orders-request.wire';

/** What each orders call sends, for the OpenAPI document and its proof against the pacts. */
export const ordersRequestByCall: RequestByCall = {
  'GET more/transaction/order': { query: orderListQueryWire },
  'POST more/transaction/order/cancel/{id}': { params: orderNumberParamsWire, json: cancelOrderBodyWire },
  'POST more/transaction/order/complete/{id}': { params: orderNumberParamsWire, json: completeOrderBodyWire },
  'POST more/transaction/order/tracking': { json: orderTrackingBodyWire },
};
