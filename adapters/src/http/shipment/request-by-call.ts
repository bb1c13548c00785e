import type { RequestByCall } from '../request-registry';

/** What each shipment call sends, for the OpenAPI document and its proof against the pacts. */
export const shipmentRequestByCall: RequestByCall = {};
