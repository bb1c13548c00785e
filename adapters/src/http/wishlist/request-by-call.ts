import type { RequestByCall } from '../request-registry';

/** What each wishlist call sends, for the OpenAPI document and its proof against the pacts. */
export const wishlistRequestByCall: RequestByCall = {};
