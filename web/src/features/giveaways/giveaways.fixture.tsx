import { CustomerGiveaways, type GiveawayClaim, type GiveawayEvent } from '@more/core';
import { InMemoryGiveawaysApi } from '@more/core/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VirtualTimeScheduler } from 'rxjs';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
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

/** Renders a page at an address, in memory. */
export const renderAt = (address: string, page: ReactElement, world: GiveawaysWorld) => {
  const location = memoryLocation({ path: address, record: true });
  return render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </ServicesProvider>,
  );
};
