import type { RequestByCall } from '../request-registry';

/** What each address-book call sends, for the OpenAPI document and its proof against the pacts. */
export const addressBookRequestByCall: RequestByCall = {};
