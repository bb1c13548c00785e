import { dateTimeAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFlashSaleGroupView } from './flash-sale-group-view';
import { aFlashSaleGroup, aFlashSaleProduct } from './flash-sale.fixture';
import { groupAndClock } from './flash-sale-times.fixture';

const group = aFlashSaleGroup();
const startMs = group.startsAt * 1000;
const endMs = group.endsAt * 1000;

describe('flash-sale group view (document 1 §4)', () => {
  it('before start: "Akan datang", the start date as heading, masked prices, no countdown', () => {
    const view = toFlashSaleGroupView(group, startMs - 90_000, 'small');
    expect(view).toMatchObject({
      id: 1,
      title: 'Flash Sale Akhir Pekan',
      phase: 'upcoming',
      label: 'Akan datang',
      heading: datedText('Mulai ', dateTimeAt(Date.UTC(2026, 10, 21, 12, 0)), ' WIB'),
      countdown: null,
    });
    expect(view.cards.map((card) => card.price)).toEqual(['Rp1.2xx.xxx']);
  });

  it('from start: "Berlangsung" with a countdown (HH:MM:SS) to the end, real prices', () => {
    const view = toFlashSaleGroupView(group, startMs, 'small');
    expect(view).toMatchObject({ phase: 'running', label: 'Berlangsung', heading: null, countdown: '01:00:00' });
    expect(view.cards.map((card) => card.price)).toEqual(['Rp1.250.000']);
    expect(toFlashSaleGroupView(group, endMs - 3_000, 'small').countdown).toBe('00:00:03');
  });

  it('at the end: over, the countdown at 00:00:00', () => {
    expect(toFlashSaleGroupView(group, endMs, 'small')).toMatchObject({ phase: 'over', label: null, heading: null, countdown: '00:00:00' });
  });

  it('makes cards of the size asked for, in the group\'s order', () => {
    const products = [aFlashSaleProduct({ productId: 1, remains: 1 }), aFlashSaleProduct({ productId: 2, remains: 0 })];
    const view = toFlashSaleGroupView(aFlashSaleGroup({ products }), startMs, 'large');
    expect(view.cards.map((card) => [card.productId, card.stockLabel])).toEqual([
      [1, 'Stok Terbatas'],
      [2, 'Habis'],
    ]);
  });

  it('for any clock and group: a countdown while running that reads back as the whole seconds left, a heading while upcoming', () => {
    fc.assert(
      fc.property(groupAndClock, ({ group: times, nowMs }) => {
        const view = toFlashSaleGroupView(aFlashSaleGroup(times), nowMs, 'small');
        if (view.phase === 'upcoming') {
          expect(view.heading).toEqual(datedText('Mulai ', dateTimeAt(times.startsAt * 1000), ' WIB'));
          expect(view.countdown).toBeNull();
          return;
        }
        expect(view.countdown).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
        const [h, m, s] = view.countdown!.split(':').map(Number);
        expect(h! * 3600 + m! * 60 + s!).toBe(Math.max(0, Math.ceil((times.endsAt * 1000 - nowMs) / 1000)));
        expect(view.countdown === '00:00:00').toBe(view.phase === 'over');
      }),
    );
  });
});
