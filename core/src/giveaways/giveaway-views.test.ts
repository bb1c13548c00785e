import { dateAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aGiveawayClaim, aGiveawayEvent } from './fakes';
import { giveawayPhase } from './giveaway';
import {
  giveawayClaimView,
  giveawayClaimsHref,
  giveawayClaimsPageOf,
  giveawayEventView,
  nextPhaseChange,
  noClaimsText,
} from './giveaway-views';

const NOW = Date.UTC(2026, 10, 21, 3, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('an event\'s card on /profile/event', () => {
  it('shows its phase, its period in Indonesian (store time), what is left of its quota, and "Klaim" while it can be claimed', () => {
    // 1 November 00:00 to 31 December 23:59 WIB.
    const event = aGiveawayEvent({ startsAt: Date.UTC(2026, 9, 31, 17, 0), endsAt: Date.UTC(2026, 11, 31, 16, 59), quota: 50, claimedCount: 17 });
    const view = giveawayEventView(event, NOW);
    expect(view).toMatchObject({ phase: 'running', phaseLabel: 'Berlangsung', remaining: 33, quotaText: 'Sisa 33 dari 50 hadiah', claim: { kind: 'open' } });
    expect(view.periodText).toEqual(datedText(dateAt(event.startsAt), ' – ', dateAt(event.endsAt)));
    expect(view.period).toEqual({ from: dateAt(event.startsAt), to: dateAt(event.endsAt) });
  });

  it('says why it cannot be claimed, in the words the server uses ("Event giveaway belum dimulai" and the others)', () => {
    const upcoming = giveawayEventView(aGiveawayEvent({ startsAt: NOW + DAY, endsAt: NOW + 2 * DAY, claimedCount: 0, quota: 12 }), NOW);
    expect(upcoming).toMatchObject({ phaseLabel: 'Akan datang', quotaText: 'Kuota 12 hadiah', claim: { kind: 'refused', text: 'Event giveaway belum dimulai', needsAddress: false } });
    const full = giveawayEventView(aGiveawayEvent({ quota: 25, claimedCount: 25 }), NOW);
    expect(full).toMatchObject({ quotaText: 'Kuota habis', claim: { kind: 'refused', text: 'Kuota giveaway sudah habis' } });
    const over = giveawayEventView(aGiveawayEvent({ endsAt: NOW }), NOW);
    expect(over).toMatchObject({ phaseLabel: 'Selesai', claim: { kind: 'refused', text: 'Event giveaway sudah berakhir' } });
  });

  it('says a claimed event is claimed, as good news rather than a refusal', () => {
    expect(giveawayEventView(aGiveawayEvent({ claimedByMe: true }), NOW).claim).toEqual({ kind: 'claimed', text: 'Anda sudah mengklaim giveaway ini' });
    expect(giveawayEventView(aGiveawayEvent({ claimedByMe: true }), NOW, { claimedNow: true }).claim).toEqual({ kind: 'claimed', text: 'Giveaway berhasil diklaim' });
  });

  it('keeps the server\'s refusal of an event core thought open, and names a missing address', () => {
    const refusal = { text: 'Tambahkan alamat pengiriman terlebih dahulu', needsAddress: true };
    expect(giveawayEventView(aGiveawayEvent(), NOW, { serverRefusal: refusal }).claim).toEqual({ kind: 'refused', ...refusal });
    // Core's own reason comes first: it is what stays true.
    expect(giveawayEventView(aGiveawayEvent({ endsAt: NOW }), NOW, { serverRefusal: refusal }).claim).toMatchObject({ text: 'Event giveaway sudah berakhir', needsAddress: false });
  });

  it('PROPERTY: "Klaim" is offered exactly when core finds no reason to refuse and the server gave none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        (startDay, lengthDays, quota, claimedCount, claimedByMe, serverRefused) => {
          const event = aGiveawayEvent({ startsAt: NOW + startDay * DAY, endsAt: NOW + (startDay + lengthDays) * DAY, quota, claimedCount, claimedByMe });
          const view = giveawayEventView(event, NOW, serverRefused ? { serverRefusal: { text: 'Ditolak', needsAddress: false } } : {});
          const running = giveawayPhase(event, NOW) === 'running';
          expect(view.claim.kind === 'open').toBe(running && !claimedByMe && claimedCount < quota && !serverRefused);
          expect(view.remaining).toBe(Math.max(0, quota - claimedCount));
        },
      ),
    );
  });
});

describe('the moment the phases change', () => {
  it('is the nearest start or end after now, or none', () => {
    const events = [aGiveawayEvent({ startsAt: NOW - DAY, endsAt: NOW + 3 * DAY }), aGiveawayEvent({ startsAt: NOW + 2 * DAY, endsAt: NOW + 5 * DAY })];
    expect(nextPhaseChange(events, NOW)).toBe(NOW + 2 * DAY);
    expect(nextPhaseChange(events, NOW + 2 * DAY)).toBe(NOW + 3 * DAY);
    expect(nextPhaseChange(events, NOW + 5 * DAY)).toBeNull();
    expect(nextPhaseChange([], NOW)).toBeNull();
  });

  it('PROPERTY: no event changes phase before it, and one does at it', () => {
    const anEvent = fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 100 })).map(([start, length]) => ({ startsAt: NOW + start * HOUR, endsAt: NOW + (start + length) * HOUR }));
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 6 }), fc.integer({ min: 0, max: 200 * HOUR }), (events, later) => {
        const next = nextPhaseChange(events, NOW);
        const phases = (at: number) => events.map((event) => giveawayPhase(event, at));
        if (next === null) {
          expect(phases(NOW + later)).toEqual(phases(NOW));
          return;
        }
        expect(next).toBeGreaterThan(NOW);
        if (NOW + later < next) expect(phases(NOW + later)).toEqual(phases(NOW));
        expect(phases(next)).not.toEqual(phases(NOW));
      }),
    );
  });
});

describe('a claim in "Klaim Saya"', () => {
  it('has its date, the courier and waybill once sent, and can be deleted only while waiting', () => {
    expect(giveawayClaimView(aGiveawayClaim())).toMatchObject({ claimedAt: Date.UTC(2026, 10, 20, 3, 0), shipment: null, removable: true });
    const sent = giveawayClaimView(aGiveawayClaim({ status: 'shipped', statusText: 'Hadiah dalam pengiriman', courier: 'JNE REG', waybill: 'JNE0201GA1026' }));
    expect(sent).toMatchObject({ shipment: { courier: 'JNE REG', waybill: 'JNE0201GA1026' }, removable: false });
  });

  it('is listed a page at a time, the page kept in the address (?page=2)', () => {
    expect(giveawayClaimsHref(1)).toBe('/profile/event');
    expect(giveawayClaimsHref(3)).toBe('/profile/event?page=3');
    expect(giveawayClaimsPageOf('?page=2')).toBe(2);
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=dua']) expect(giveawayClaimsPageOf(search)).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        expect(giveawayClaimsPageOf(giveawayClaimsHref(page).split('?')[1] ?? '')).toBe(page);
      }),
    );
    expect(noClaimsText(1).title).toBe('Belum ada klaim');
    expect(noClaimsText(4).title).toBe('Tidak ada klaim di halaman ini');
  });
});
