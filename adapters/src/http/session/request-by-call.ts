import type { RequestByCall } from '../request-registry';

/** What each session call sends, for the OpenAPI document and its proof against the pacts. */
export const sessionRequestByCall: RequestByCall = {};
