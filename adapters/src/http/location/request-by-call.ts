import type { RequestByCall } from '../request-registry';

/** What each location call sends, for the OpenAPI document and its proof against the pacts. */
export const locationRequestByCall: RequestByCall = {};
