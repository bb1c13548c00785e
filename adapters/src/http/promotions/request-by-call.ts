import type { RequestByCall } from '../request-registry';

/** What each promotions call sends, for the OpenAPI document and its proof against the pacts. */
export const promotionsRequestByCall: RequestByCall = {};
