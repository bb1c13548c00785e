import type { RequestByCall } from '../request-registry';

/** What each chat call sends, for the OpenAPI document and its proof against the pacts. */
export const chatRequestByCall: RequestByCall = {};
