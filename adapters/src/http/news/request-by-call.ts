import type { RequestByCall } from '../request-registry';

/** What each news call sends, for the OpenAPI document and its proof against the pacts. */
export const newsRequestByCall: RequestByCall = {};
