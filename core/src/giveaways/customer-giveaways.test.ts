import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VirtualClock, settle } from '../cart/virtual-time.fixture';
import { StoreFailure } from '../shared/failure';
import { CustomerGiveaways, type GiveawaysState } from './customer-giveaways';
import { InMemoryGiveawaysApi, aGiveawayClaim, aGiveawayEvent } from './fakes';
import type { GiveawayClaim, GiveawayEvent } from './giveaway';
import type { GiveawaysApi } from './giveaways-api.port';

/**
 * Document 2 §7, "Giveaways and events": "Claims: list with paging, tracking,
 * store, delete"; document 1 §4: "Giveaway claims can be created, listed and
 * deleted."
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A clock at `now` that never moves unless a test moves it. */
const stoppedAt = (now: number) => {
  const scheduler = new VirtualTimeScheduler();
  scheduler.frame = now;
  return scheduler;
};

const NOW = Date.UTC(2026, 10, 21, 3, 0);
const running = aGiveawayEvent({ id: 2, title: 'Giveaway Akhir Tahun', startsAt: NOW - 3 * DAY, endsAt: NOW + 14 * DAY, quota: 50, claimedCount: 17 });
const upcoming = aGiveawayEvent({ id: 4, title: 'Giveaway Harbolnas 12.12', startsAt: NOW + 12 * DAY, endsAt: NOW + 13 * DAY, quota: 12, claimedCount: 0 });
const soldOut = aGiveawayEvent({ id: 5, title: 'Giveaway Kilat Jumat', startsAt: NOW - DAY, endsAt: NOW + DAY, quota: 25, claimedCount: 25 });
const shipped = aGiveawayClaim({ id: 1, event: { ...aGiveawayClaim().event, id: 9 }, status: 'shipped', statusText: 'Hadiah dalam pengiriman', courier: 'JNE REG', waybill: 'JNE0201GA1026', createdAt: NOW - 30 * DAY });

const world = (options: { events?: readonly GiveawayEvent[]; claims?: readonly GiveawayClaim[]; deliverTo?: string | null; perPage?: number } = {}) => {
  const api = new InMemoryGiveawaysApi(options.events ?? [running, upcoming, soldOut], options.claims ?? [shipped], () => NOW, options.deliverTo === undefined ? 'Sinta, KOTA SURABAYA' : options.deliverTo);
  const giveaways = new CustomerGiveaways(api, stoppedAt(NOW), options.perPage);
  return { api, giveaways };
};

const readyEvents = (state: GiveawaysState) => (state.events.status === 'ready' ? state.events.value : []);
const readyClaims = (state: GiveawaysState) => (state.claims.status === 'ready' ? state.claims.value : null);
const cardOf = (state: GiveawaysState, id: number) => readyEvents(state).find((view) => view.event.id === id)!;

describe('CustomerGiveaways: the events', () => {
  it('shows each event with its phase on the store\'s clock, and "Klaim" only where core allows it', async () => {
    const { giveaways } = world();
    giveaways.show(1);
    expect(giveaways.current.events.status).toBe('loading');
    await settle();
    const state = giveaways.current;
    expect(readyEvents(state).map((view) => [view.event.id, view.phaseLabel, view.claim.kind])).toEqual([
      [2, 'Berlangsung', 'open'],
      [4, 'Akan datang', 'refused'],
      [5, 'Berlangsung', 'refused'],
    ]);
    expect(cardOf(state, 5).claim).toMatchObject({ text: 'Kuota giveaway sudah habis' });
  });

  it('turns an event running when it starts and over when it ends, without asking again', async () => {
    const clock = new VirtualClock();
    await clock.advanceTo(NOW);
    const api = new InMemoryGiveawaysApi([upcoming], [], () => clock.now());
    const giveaways = new CustomerGiveaways(api, clock.scheduler);
    giveaways.show(1);
    await clock.advanceBy(0);
    expect(cardOf(giveaways.current, 4).phase).toBe('upcoming');
    await clock.advanceTo(upcoming.startsAt - 1);
    expect(cardOf(giveaways.current, 4).phase).toBe('upcoming');
    await clock.advanceTo(upcoming.startsAt);
    expect(cardOf(giveaways.current, 4)).toMatchObject({ phase: 'running', claim: { kind: 'open' } });
    await clock.advanceTo(upcoming.endsAt);
    expect(cardOf(giveaways.current, 4)).toMatchObject({ phaseLabel: 'Selesai', claim: { text: 'Event giveaway sudah berakhir' } });
    expect(api.asked.filter((asked) => asked === 'events')).toHaveLength(1);
    // Nothing left to change: no timer stays behind.
    expect(clock.scheduler.actions).toHaveLength(0);
  });

  it('a failed list says so, and "Coba Lagi" asks again', async () => {
    const { api, giveaways } = world();
    api.failWith = new StoreFailure('server', 'POST more/event/index', 'down', { status: 500 });
    giveaways.show(1);
    await settle();
    expect(giveaways.current.events).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    api.failWith = null;
    giveaways.reloadEvents();
    await settle();
    expect(giveaways.current.events.status).toBe('ready');
  });
});

describe('CustomerGiveaways: the claims', () => {
  it('lists a page at a time, newest first, and asks once for the page it shows', async () => {
    const claims = Array.from({ length: 12 }, (_, index) => aGiveawayClaim({ id: index + 1, createdAt: NOW - index * HOUR }));
    const { api, giveaways } = world({ claims });
    giveaways.show(1);
    await settle();
    expect(readyClaims(giveaways.current)).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(readyClaims(giveaways.current)!.claims.map((view) => view.claim.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    giveaways.show(2);
    giveaways.show(2);
    await settle();
    expect(readyClaims(giveaways.current)!.claims.map((view) => view.claim.id)).toEqual([11, 12]);
    expect(api.asked.filter((asked) => asked.startsWith('claims'))).toEqual(['claims 1 10', 'claims 2 10']);
    expect(api.asked.filter((asked) => asked === 'events')).toHaveLength(1);
  });

  it('a failed page says so, and "Coba Lagi" asks for it again', async () => {
    const { api, giveaways } = world();
    api.failWith = new StoreFailure('network', 'POST more/user/giveaway/index', 'offline');
    giveaways.show(1);
    await settle();
    expect(giveaways.current.claims.status).toBe('failed');
    api.failWith = null;
    giveaways.reloadClaims();
    await settle();
    expect(readyClaims(giveaways.current)!.claims).toHaveLength(1);
  });
});

describe('CustomerGiveaways: claiming', () => {
  it('claims a running event: the card says it is claimed, its quota goes down, and the claim heads the list, waiting', async () => {
    const { api, giveaways } = world();
    giveaways.show(1);
    await settle();
    const outcome = await giveaways.claim(2);
    expect(outcome).toEqual({ kind: 'done', message: 'Giveaway berhasil diklaim' });
    const state = giveaways.current;
    expect(cardOf(state, 2)).toMatchObject({ remaining: 32, claim: { kind: 'claimed', text: 'Giveaway berhasil diklaim' } });
    const first = readyClaims(state)!.claims[0]!;
    expect(first).toMatchObject({ claim: { event: { id: 2 }, status: 'waiting', statusText: 'Menunggu verifikasi' }, removable: true });
    expect(readyClaims(state)).toMatchObject({ total: 2, totalPages: 1 });
    expect(api.asked).toContain('claim 2');
  });

  it('PROPERTY: an event core refuses is never sent, and the refusal is core\'s text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(upcoming, soldOut, { ...running, claimedByMe: true }), async (event) => {
        const { api, giveaways } = world({ events: [event] });
        giveaways.show(1);
        await settle();
        const view = cardOf(giveaways.current, event.id);
        const outcome = await giveaways.claim(event.id);
        expect(outcome).toMatchObject({ kind: 'refused', reason: 'not-allowed' });
        expect(outcome.message).toBe(view.claim.kind === 'open' ? '' : view.claim.text);
        expect(api.asked.some((asked) => asked.startsWith('claim '))).toBe(false);
      }),
    );
  });

  it('shows the server\'s refusal where core could not know it, and stops offering that claim', async () => {
    const { api, giveaways } = world();
    giveaways.show(1);
    await settle();
    // Another customer took the last place meanwhile: the server says so.
    api.eventList = api.eventList.map((event) => (event.id === 2 ? { ...event, claimedCount: event.quota } : event));
    const outcome = await giveaways.claim(2);
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Kuota giveaway sudah habis', needsAddress: false });
    expect(cardOf(giveaways.current, 2).claim).toEqual({ kind: 'refused', text: 'Kuota giveaway sudah habis', needsAddress: false });
    expect(giveaways.current.busy).toBeNull();
  });

  it('a customer without an address is told to add one', async () => {
    const { giveaways } = world({ deliverTo: null });
    giveaways.show(1);
    await settle();
    const outcome = await giveaways.claim(2);
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Tambahkan alamat pengiriman terlebih dahulu', needsAddress: true });
    expect(cardOf(giveaways.current, 2).claim).toMatchObject({ kind: 'refused', needsAddress: true });
  });

  it('a claim that did not reach the server can be tried again', async () => {
    const { api, giveaways } = world();
    giveaways.show(1);
    await settle();
    api.failWith = new StoreFailure('network', 'POST more/user/giveaway/store', 'offline');
    const outcome = await giveaways.claim(2);
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.' });
    expect(cardOf(giveaways.current, 2).claim.kind).toBe('open');
    api.failWith = null;
    expect((await giveaways.claim(2)).kind).toBe('done');
  });
});

/** An API whose claim and withdrawal wait until the test lets them answer. */
const heldApi = (inner: InMemoryGiveawaysApi) => {
  const held: (() => void)[] = [];
  const hold = <T,>(answer: () => Promise<T>) => new Promise<T>((resolve, reject) => held.push(() => void answer().then(resolve, reject)));
  const api: GiveawaysApi = {
    events: () => inner.events(),
    claims: (page, perPage) => inner.claims(page, perPage),
    claim: (eventId) => hold(() => inner.claim(eventId)),
    removeClaim: (claimId) => hold(() => inner.removeClaim(claimId)),
  };
  return { api, release: () => held.splice(0).forEach((answer) => answer()) };
};

describe('CustomerGiveaways: one action at a time', () => {
  it('refuses a second action while one is on its way, and says which one is busy', async () => {
    const inner = world().api;
    const { api, release } = heldApi(inner);
    const giveaways = new CustomerGiveaways(api, stoppedAt(NOW));
    giveaways.show(1);
    await settle();
    const first = giveaways.claim(2);
    expect(giveaways.current.busy).toEqual({ kind: 'claim', eventId: 2 });
    expect(await giveaways.claim(2)).toMatchObject({ kind: 'refused', reason: 'busy' });
    expect(await giveaways.removeClaim(1)).toMatchObject({ kind: 'refused', reason: 'busy' });
    release();
    expect((await first).kind).toBe('done');
    expect(giveaways.current.busy).toBeNull();
    expect(inner.asked.filter((asked) => asked.startsWith('claim '))).toEqual(['claim 2']);
  });
});

describe('CustomerGiveaways: deleting a claim', () => {
  it('deletes a waiting claim: it leaves the list and the event can be claimed again', async () => {
    const { api, giveaways } = world();
    giveaways.show(1);
    await settle();
    await giveaways.claim(2);
    await settle();
    const claimId = readyClaims(giveaways.current)!.claims[0]!.claim.id;
    expect(await giveaways.removeClaim(claimId)).toEqual({ kind: 'done', message: 'Klaim giveaway berhasil dihapus' });
    expect(readyClaims(giveaways.current)!.claims.map((view) => view.claim.id)).toEqual([1]);
    expect(readyClaims(giveaways.current)!.total).toBe(1);
    expect(cardOf(giveaways.current, 2)).toMatchObject({ remaining: 33, claim: { kind: 'open' } });
    expect(api.asked).toContain(`removeClaim ${claimId}`);
  });

  it('never sends the deletion of a claim already processed', async () => {
    const { api, giveaways } = world();
    giveaways.show(1);
    await settle();
    expect(await giveaways.removeClaim(1)).toEqual({ kind: 'refused', reason: 'not-allowed', message: 'Klaim yang sudah diproses tidak dapat dihapus' });
    expect(api.asked.some((asked) => asked.startsWith('removeClaim'))).toBe(false);
  });

  it('pulls the next claim onto the page a deletion shortened', async () => {
    const claims = Array.from({ length: 3 }, (_, index) => aGiveawayClaim({ id: index + 1, event: { ...aGiveawayClaim().event, id: 2 }, createdAt: NOW - index * HOUR }));
    const { giveaways } = world({ claims, perPage: 2 });
    giveaways.show(1);
    await settle();
    await giveaways.removeClaim(1);
    await settle();
    expect(readyClaims(giveaways.current)).toMatchObject({ total: 2, totalPages: 1 });
    expect(readyClaims(giveaways.current)!.claims.map((view) => view.claim.id)).toEqual([2, 3]);
  });

  it('a server refusal is said, and the claim stays', async () => {
    const { api, giveaways } = world({ claims: [aGiveawayClaim({ id: 3 })] });
    giveaways.show(1);
    await settle();
    api.claimList = [aGiveawayClaim({ id: 3, status: 'processing' })];
    const outcome = await giveaways.removeClaim(3);
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Klaim yang sudah diproses tidak dapat dihapus' });
    expect(readyClaims(giveaways.current)!.claims).toHaveLength(1);
  });
});

describe('CustomerGiveaways: leaving and logging out', () => {
  it('forgets everything, and an answer on its way after that changes nothing', async () => {
    const inner = world().api;
    const { api, release } = heldApi(inner);
    const giveaways = new CustomerGiveaways(api, stoppedAt(NOW));
    giveaways.show(1);
    await settle();
    const claiming = giveaways.claim(2);
    giveaways.clearOnLogout();
    expect(giveaways.current).toEqual({ events: { status: 'idle' }, claims: { status: 'idle' }, busy: null });
    release();
    await claiming;
    await settle();
    expect(giveaways.current).toEqual({ events: { status: 'idle' }, claims: { status: 'idle' }, busy: null });
    // The next visit asks afresh.
    giveaways.show(1);
    await settle();
    expect(giveaways.current.events.status).toBe('ready');
  });
});
