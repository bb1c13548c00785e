import { describe, expect, it } from 'vitest';
import { isStoreFailure } from '../shared/failure';
import { aGiveawayClaim, aGiveawayEvent, InMemoryGiveawaysApi } from './fakes';
import { canRemoveClaim, claimRefusal, GIVEAWAY_PHASE_LABELS, GIVEAWAY_REFUSALS, giveawayPhase, remainingQuota } from './giveaway';

const NOW = Date.UTC(2026, 10, 21, 3, 0);
const HOUR = 3_600_000;

describe('a giveaway event', () => {
  it('runs from its start until its end', () => {
    const event = aGiveawayEvent({ startsAt: NOW, endsAt: NOW + HOUR });
    expect(giveawayPhase(event, NOW - 1)).toBe('upcoming');
    expect(giveawayPhase(event, NOW)).toBe('running');
    expect(giveawayPhase(event, NOW + HOUR - 1)).toBe('running');
    expect(giveawayPhase(event, NOW + HOUR)).toBe('over');
    expect(GIVEAWAY_PHASE_LABELS[giveawayPhase(event, NOW)]).toBe('Berlangsung');
  });

  it('has what is left of its quota, never less than nothing', () => {
    expect(remainingQuota({ quota: 50, claimedCount: 12 })).toBe(38);
    expect(remainingQuota({ quota: 5, claimedCount: 7 })).toBe(0);
  });

  it('refuses a claim, saying why, when not running, claimed already or out of quota', () => {
    const running = aGiveawayEvent({ startsAt: NOW - HOUR, endsAt: NOW + HOUR });
    expect(claimRefusal(running, NOW)).toBeNull();
    expect(claimRefusal(running, NOW - 2 * HOUR)).toBe(GIVEAWAY_REFUSALS.upcoming);
    expect(claimRefusal(running, NOW + HOUR)).toBe('Event giveaway sudah berakhir');
    expect(claimRefusal({ ...running, claimedByMe: true }, NOW)).toBe('Anda sudah mengklaim giveaway ini');
    expect(claimRefusal({ ...running, quota: 3, claimedCount: 3 }, NOW)).toBe('Kuota giveaway sudah habis');
  });

  it('lets a claim be withdrawn only while it waits', () => {
    expect(canRemoveClaim({ status: 'waiting' })).toBe(true);
    for (const status of ['processing', 'shipped', 'received'] as const) expect(canRemoveClaim({ status })).toBe(false);
  });
});

describe('InMemoryGiveawaysApi', () => {
  const setup = () =>
    new InMemoryGiveawaysApi(
      [
        aGiveawayEvent({ id: 1 }),
        aGiveawayEvent({ id: 2, endsAt: NOW - HOUR }),
        aGiveawayEvent({ id: 3, quota: 1, claimedCount: 1 }),
      ],
      [aGiveawayClaim({ id: 7, event: { ...aGiveawayClaim().event, id: 2 }, status: 'shipped', createdAt: NOW - 10 * HOUR })],
      () => NOW,
      'Sinta Wulandari, KOTA SURABAYA',
    );

  it('lists the events not over, and the claims newest first, a page at a time', async () => {
    const api = setup();
    expect((await api.events()).map((e) => e.id)).toEqual([1, 3]);
    const claim = await api.claim(1, 4);
    expect(claim).toMatchObject({ id: 8, status: 'waiting', deliverTo: 'Sinta Wulandari, KOTA SURABAYA', createdAt: NOW });
    const page = await api.claims(1, 1);
    expect(page).toMatchObject({ page: 1, perPage: 1, total: 2, totalPages: 2 });
    expect(page.items.map((c) => c.id)).toEqual([8]);
    expect((await api.events()).find((e) => e.id === 1)).toMatchObject({ claimedCount: 13, claimedByMe: true });
    expect(api.asked).toContain('claim 1 to 4');
  });

  it('refuses claims the way the server does', async () => {
    const api = setup();
    const refusal = (eventId: number) => api.claim(eventId).catch((error: unknown) => (isStoreFailure(error) ? error.message : error));
    expect(await refusal(2)).toBe('Event giveaway sudah berakhir');
    expect(await refusal(3)).toBe('Kuota giveaway sudah habis');
    expect(await refusal(99)).toBe('Event giveaway tidak ditemukan');
    await api.claim(1);
    expect(await refusal(1)).toBe('Anda sudah mengklaim giveaway ini');
  });

  it('withdraws a waiting claim only, freeing its place', async () => {
    const api = setup();
    const claim = await api.claim(1);
    await api.removeClaim(claim.id);
    expect((await api.claims(1, 10)).items.map((c) => c.id)).toEqual([7]);
    expect((await api.events())[0]).toMatchObject({ claimedCount: 12, claimedByMe: false });
    await expect(api.removeClaim(7)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(api.removeClaim(99)).rejects.toMatchObject({ kind: 'not-found' });
    api.failWith = new Error('offline');
    await expect(api.events()).rejects.toThrow('offline');
  });
});
