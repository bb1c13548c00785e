import type { RequestByCall } from '../request-registry';

/** What each product-detail call sends, for the OpenAPI document and its proof against the pacts. */
export const productDetailRequestByCall: RequestByCall = {};
