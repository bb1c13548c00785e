import type { RequestByCall } from '../request-registry';

/** What each flash-sale call sends, for the OpenAPI document and its proof against the pacts. */
export const flashSaleRequestByCall: RequestByCall = {};
