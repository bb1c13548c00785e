import type { RequestByCall } from '../request-registry';

/** What each showroom call sends, for the OpenAPI document and its proof against the pacts. */
export const showroomRequestByCall: RequestByCall = {};
