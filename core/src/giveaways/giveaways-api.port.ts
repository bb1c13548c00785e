import type { Page } from '../catalogue/product';
import { token } from '../shared/token';
import type { GiveawayClaim, GiveawayEvent } from './giveaway';

/**
 * Giveaway events and the customer's claims (document 2 §7, "Giveaways and
 * events": "Claims: list with paging, tracking, store, delete"). Every call
 * needs a logged-in customer. Parameters not shown by the document, chosen here:
 * a claim names its event and, optionally, the address of the customer's
 * address book the prize goes to (the default address when left out).
 */
export interface GiveawaysApi {
  /** `POST more/event/index` (no body): the events running or about to start, ending soonest first. */
  events(): Promise<readonly GiveawayEvent[]>;
  /** `POST more/user/giveaway/index` with query `page`, `per_page`: the customer's claims, newest first. */
  claims(page: number, perPage: number): Promise<Page<GiveawayClaim>>;
  /**
   * `POST more/user/giveaway/store` with body `{ event_id, address_id? }`.
   * Refused (kind 'rejected', the reason as message) for an event not running,
   * one claimed already, or one whose quota is gone.
   */
  claim(eventId: number, addressId?: number): Promise<GiveawayClaim>;
  /** `DELETE more/user/giveaway/destroy/{id}`: withdraws a claim still waiting. */
  removeClaim(claimId: number): Promise<void>;
}

export const GiveawaysApiToken = token<GiveawaysApi>('GiveawaysApi');
