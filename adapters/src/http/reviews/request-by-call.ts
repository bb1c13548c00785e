import type { RequestByCall } from '../request-registry';

/** What each reviews call sends, for the OpenAPI document and its proof against the pacts. */
export const reviewsRequestByCall: RequestByCall = {};
