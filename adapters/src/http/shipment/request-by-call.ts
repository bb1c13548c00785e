import type { RequestByCall } from '../request-registry';

/**
 * What each shipment call sends, for the OpenAPI document and its proof
 * against the pacts. Both calls send only their path, and its values have no
 * shape beyond text: a tracked shipment's `{id}` is an order number or a
 * courier's waybill, the customer lookup's `{a}` and `{b}` a phone number as
 * the shopper typed it and an order number. So nothing is declared.
 */
export const shipmentRequestByCall: RequestByCall = {};
