import type { RequestByCall } from '../request-registry';

/** What each consultation call sends, for the OpenAPI document and its proof against the pacts. */
export const consultationRequestByCall: RequestByCall = {};
