import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import { aProduct } from '../catalogue/product.fixture';
import { InMemorySeenCardsStore } from './fakes';
import { LAST_SEEN_LIMIT } from './record-seen';
import { keepSeenCard, localLastSeenCards, SeenProductCards } from './seen-product-cards';

const card = (id: number, price = 1_000_000): ProductCard => toProductCard(aProduct({ id, slug: `produk-${id}`, name: `Produk ${id}`, price: { ...aProduct().price, discountMin: price } }));
const ids = fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 30 });

// Document 1 §2: the home page shows 'a "last seen products" carousel'; document 2 §9: "Last-seen 8".
describe('a guest\'s last seen products, from the history kept on the device (issue 40)', () => {
  it('follows the history\'s order and leaves out a product whose card was never kept', () => {
    expect(localLastSeenCards([4, 2, 9, 1], [card(1), card(2), card(4)]).map((kept) => kept.id)).toEqual([4, 2, 1]);
  });

  it('keeps the newest card of a product opened again, first', () => {
    const kept = keepSeenCard(keepSeenCard([card(1), card(2, 500_000)], card(3)), card(2, 750_000));
    expect(kept.map((each) => [each.id, each.price])).toEqual([
      [2, toProductCard(aProduct({ price: { ...aProduct().price, discountMin: 750_000 } })).price],
      [3, card(3).price],
      [1, card(1).price],
    ]);
  });

  it('is what the product page kept, in the order LastSeen holds', () => {
    const history = { current: { productIds: [7, 5] as readonly number[], syncFailure: null } };
    const seen = new SeenProductCards(new InMemorySeenCardsStore(), history);
    seen.keep(aProduct({ id: 5, slug: 'meja-makan', name: 'Meja Makan Jati' }));
    seen.keep(aProduct({ id: 7, slug: 'kursi-teras', name: 'Kursi Teras', isBundle: true }));
    expect(seen.lastSeen().map((kept) => [kept.name, kept.href])).toEqual([
      ['Kursi Teras', '/bundle/kursi-teras'],
      ['Meja Makan Jati', '/product/meja-makan'],
    ]);
  });

  it(`PROPERTY: at most ${LAST_SEEN_LIMIT}, each product once, newest first, only products in the history`, () => {
    fc.assert(
      fc.property(ids, ids, (history, keptIds) => {
        const shown = localLastSeenCards(history, keptIds.map((id) => card(id))).map((each) => each.id);
        expect(shown.length).toBeLessThanOrEqual(LAST_SEEN_LIMIT);
        expect(new Set(shown).size).toBe(shown.length);
        const order = [...new Set(history)].slice(0, LAST_SEEN_LIMIT);
        expect(shown).toEqual(order.filter((id) => keptIds.includes(id)));
      }),
    );
  });

  it(`PROPERTY: the kept cards stay at most ${LAST_SEEN_LIMIT}, each product once, the one just opened first`, () => {
    fc.assert(
      fc.property(ids, (opened) => {
        const kept = opened.reduce<readonly ProductCard[]>((cards, id) => keepSeenCard(cards, card(id)), []);
        expect(kept.length).toBeLessThanOrEqual(LAST_SEEN_LIMIT);
        expect(new Set(kept.map((each) => each.id)).size).toBe(kept.length);
        if (opened.length > 0) expect(kept[0]!.id).toBe(opened.at(-1));
      }),
    );
  });
});
