import { CustomerGiveaways, type GiveawayClaim, type GiveawayEvent } from '@more/core';
import { InMemoryGiveawaysApi } from '@more/core/testing';
import { VirtualTimeScheduler } from 'rxjs';
import { testServices } from '../../shared/services.fixture';

/** The store's clock in these tests: 21 November 2026, 10:00 WIB. */
export const NOW = Date.UTC(2026, 10, 21, 3, 0);

/** Core's real giveaways use case on core's fake API, at a clock that stands still, looked up the way the composition root answers it. */
export const giveawaysWorld = (
  options: { readonly events?: readonly GiveawayEvent[]; readonly claims?: readonly GiveawayClaim[]; readonly deliverTo?: string | null } = {},
) => {
  const api = new InMemoryGiveawaysApi(options.events, options.claims, () => NOW, options.deliverTo === undefined ? 'Sinta Wulandari, KOTA SURABAYA' : options.deliverTo);
  const scheduler = new VirtualTimeScheduler();
  scheduler.frame = NOW;
  const giveaways = new CustomerGiveaways(api, scheduler);
  return { api, giveaways, services: testServices([[CustomerGiveaways, giveaways]]) };
};

export type GiveawaysWorld = ReturnType<typeof giveawaysWorld>;

export { renderAt } from '../../shared/render-at.fixture';
