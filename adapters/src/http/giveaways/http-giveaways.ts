import type { GiveawayClaim, GiveawayEvent, GiveawaysApi, Page } from '@more/core';
import type { IdParamsWire } from '../request-fields';
import type { StoreApi } from '../store-api';
import { toGiveawayClaim, toGiveawayClaimPage, toGiveawayEvent } from './giveaway.mapper';
import { giveawayClaimPageWire, giveawayClaimWire, giveawayEventListWire, removedClaimWire } from './giveaway.wire';
import type { GiveawayClaimBodyWire, GiveawayClaimsQueryWire } from './giveaways-request.wire';

/** Giveaway events and the customer's claims over the store API. */
export class HttpGiveaways implements GiveawaysApi {
  constructor(private readonly api: StoreApi) {}

  async events(): Promise<readonly GiveawayEvent[]> {
    return (await this.api.call('POST more/event/index', giveawayEventListWire)).map(toGiveawayEvent);
  }

  async claims(page: number, perPage: number): Promise<Page<GiveawayClaim>> {
    const wire = await this.api.call('POST more/user/giveaway/index', giveawayClaimPageWire, {
      searchParams: { page, per_page: perPage } satisfies GiveawayClaimsQueryWire,
    });
    return toGiveawayClaimPage(wire);
  }

  async claim(eventId: number, addressId?: number): Promise<GiveawayClaim> {
    const body = (addressId === undefined ? { event_id: eventId } : { event_id: eventId, address_id: addressId }) satisfies GiveawayClaimBodyWire;
    return toGiveawayClaim(await this.api.call('POST more/user/giveaway/store', giveawayClaimWire, { json: body }));
  }

  async removeClaim(claimId: number): Promise<void> {
    await this.api.call('DELETE more/user/giveaway/destroy/{id}', removedClaimWire, { params: { id: claimId } satisfies IdParamsWire });
  }
}
