import { idParamsWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { giveawayClaimBodyWire, giveawayClaimsQueryWire } from './giveaways-request.wire';

/** What each giveaways call sends, for the OpenAPI document and its proof against the pacts. */
export const giveawaysRequestByCall: RequestByCall = {
  'POST more/user/giveaway/index': { query: giveawayClaimsQueryWire },
  'POST more/user/giveaway/store': { json: giveawayClaimBodyWire },
  'DELETE more/user/giveaway/destroy/{id}': { params: idParamsWire },
};
