import type { RequestByCall } from '../request-registry';

/** What each giveaways call sends, for the OpenAPI document and its proof against the pacts. */
export const giveawaysRequestByCall: RequestByCall = {};
