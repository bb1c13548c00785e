import type { RequestByCall } from '../request-registry';

/** What each account call sends, for the OpenAPI document and its proof against the pacts. */
export const accountRequestByCall: RequestByCall = {};
