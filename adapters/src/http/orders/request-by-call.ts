import type { RequestByCall } from '../request-registry';

/** What each orders call sends, for the OpenAPI document and its proof against the pacts. */
export const ordersRequestByCall: RequestByCall = {};
