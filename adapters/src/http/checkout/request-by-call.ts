import type { RequestByCall } from '../request-registry';

/** What each checkout call sends, for the OpenAPI document and its proof against the pacts. */
export const checkoutRequestByCall: RequestByCall = {};
