import { createMockApi, DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { claimRefusal, giveawayPhase } from '@more/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpGiveaways } from './http-giveaways';

const server = setupServer();
let token = 'demo';
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const mock = await createMockApi();
  server.use(...mock.handlers);
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo', mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, 'new', mock.clock.unixSeconds());
});
afterAll(() => server.close());

const giveaways = new HttpGiveaways(createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token }));

describe('HttpGiveaways over the mock API', () => {
  it('reads the events on offer with times core can judge', async () => {
    const events = await giveaways.events();
    expect(events.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const event of events) expect(giveawayPhase(event, now)).not.toBe('over');
    const claimable = events.filter((event) => claimRefusal(event, now) === null);
    expect(claimable.map((event) => event.title)).toContain('Giveaway Akhir Tahun');
  });

  it('claims an event, lists the claim first, and withdraws it', async () => {
    const event = (await giveaways.events()).find((e) => e.title === 'Giveaway Akhir Tahun')!;
    const claim = await giveaways.claim(event.id, 2);
    expect(claim).toMatchObject({ event: { id: event.id }, status: 'waiting', courier: null, waybill: null });
    expect(claim.deliverTo).toContain('KABUPATEN SIDOARJO');
    const page = await giveaways.claims(1, 1);
    expect(page).toMatchObject({ page: 1, perPage: 1, total: 2, totalPages: 2 });
    expect(page.items[0]!.id).toBe(claim.id);
    await giveaways.removeClaim(claim.id);
    expect((await giveaways.claims(1, 10)).items.map((c) => c.status)).toEqual(['shipped']);
  });

  it('reads the tracking of a claim on its way', async () => {
    const [shipped] = (await giveaways.claims(1, 10)).items;
    expect(shipped).toMatchObject({ courier: 'JNE REG', waybill: 'JNE0201GA1026', statusText: 'Hadiah dalam pengiriman' });
  });

  it('passes the server\'s reason for a refused claim on to the shopper', async () => {
    const over = 1;
    await expect(giveaways.claim(over)).rejects.toMatchObject({ kind: 'rejected', details: { serverMessage: 'Event giveaway sudah berakhir' } });
    token = 'new';
    await expect(giveaways.removeClaim(1)).rejects.toMatchObject({ kind: 'not-found', call: 'DELETE more/user/giveaway/destroy/{id}' });
    token = 'demo';
  });
});
