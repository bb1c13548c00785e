import type { RequestByCall } from '../request-registry';

/** What each inspiration call sends, for the OpenAPI document and its proof against the pacts. */
export const inspirationRequestByCall: RequestByCall = {};
