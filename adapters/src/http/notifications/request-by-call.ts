import type { RequestByCall } from '../request-registry';

/** What each notifications call sends, for the OpenAPI document and its proof against the pacts. */
export const notificationsRequestByCall: RequestByCall = {};
