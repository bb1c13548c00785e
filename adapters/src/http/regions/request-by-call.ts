import type { RequestByCall } from '../request-registry';

/** What each regions call sends, for the OpenAPI document and its proof against the pacts. */
export const regionsRequestByCall: RequestByCall = {};
