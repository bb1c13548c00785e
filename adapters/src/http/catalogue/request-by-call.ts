import type { RequestByCall } from '../request-registry';

/** What each catalogue call sends, for the OpenAPI document and its proof against the pacts. */
export const catalogueRequestByCall: RequestByCall = {};
