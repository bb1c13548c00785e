import type { WireByCall } from '../wire-registry';
import { giveawayClaimPageWire, giveawayClaimWire, giveawayEventListWire, removedClaimWire } from './giveaway.wire';

/** The `data` schema of each giveaways call's answer, for the conformance test of the mock. */
export const giveawaysWireByCall: WireByCall = {
  'POST more/event/index': giveawayEventListWire,
  'POST more/user/giveaway/index': giveawayClaimPageWire,
  'POST more/user/giveaway/store': giveawayClaimWire,
  'DELETE more/user/giveaway/destroy/{id}': removedClaimWire,
};
