import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCartLine } from './fakes';
import { MIN_CART_QUANTITY, cartQuantityLimit, clampCartQuantity, isForcedSingle, withLineQuantity } from './line-quantity';

const flashSale = { price: 999_000, endsAt: 1_800_000_000 };

describe('quantity rules of a line', () => {
  describe('"A flash-sale line, or a free or combo line that disallows multiple purchase, is forced to quantity 1" (document 1 §4)', () => {
    it.each([
      ['a flash-sale line', { flashSale }, true],
      ['a free-gift line without multiple purchase', { freeGift: { allowsMultiple: false, freeType: 'produk', freeVariantId: 9 } }, true],
      ['a free-gift line with multiple purchase', { freeGift: { allowsMultiple: true, freeType: 'produk', freeVariantId: 9 } }, false],
      ['a combo line without multiple purchase', { comboId: 3, combo: { price: 1_500_000, allowsMultiple: false } }, true],
      ['a combo line with multiple purchase', { comboId: 3, combo: { price: 1_500_000, allowsMultiple: true } }, false],
      ['a plain line', {}, false],
      ['a pre-order line', { preOrder: { estimate: '14 hari' } }, false],
    ])('%s: forced %s', (_, overrides, forced) => {
      const line = aCartLine({ ...overrides, validStock: 10 });
      expect(isForcedSingle(line)).toBe(forced);
      expect(withLineQuantity(line, 5).quantity).toBe(forced ? 1 : 5);
    });
  });

  it('"Quantity can never exceed valid stock" (document 1 §5)', () => {
    expect(withLineQuantity(aCartLine({ validStock: 3 }), 7).quantity).toBe(3);
    expect(cartQuantityLimit(aCartLine({ validStock: 3 }))).toBe(3);
  });

  it('"Minimum cart quantity is 1" (document 1 §5), even for odd numbers asked', () => {
    expect(MIN_CART_QUANTITY).toBe(1);
    expect(clampCartQuantity(0, 10)).toBe(1);
    expect(clampCartQuantity(-4, 10)).toBe(1);
    expect(clampCartQuantity(Number.NaN, 10)).toBe(1);
    expect(clampCartQuantity(2.7, 10)).toBe(2);
    expect(clampCartQuantity(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });

  it('keeps a line whose stock ran out at 1 until a stock check takes it out', () => {
    expect(cartQuantityLimit(aCartLine({ validStock: 0 }))).toBe(1);
    expect(withLineQuantity(aCartLine({ validStock: 0, quantity: 3 }), 3).quantity).toBe(1);
  });

  it('"Bundle component quantities are the initial quantity times the line quantity" (document 1 §4)', () => {
    const bundle = aCartLine({
      quantity: 1,
      bundle: [
        { variantId: 11, name: 'Meja Makan', quantityPerBundle: 1, quantity: 1 },
        { variantId: 12, name: 'Kursi Makan', quantityPerBundle: 4, quantity: 4 },
      ],
    });
    expect(withLineQuantity(bundle, 3).bundle.map((part) => part.quantity)).toEqual([3, 12]);
  });

  it('repairs bundle quantities that came in wrong, even when the line quantity stays', () => {
    const wrong = aCartLine({ quantity: 2, bundle: [{ variantId: 12, name: 'Kursi', quantityPerBundle: 4, quantity: 4 }] });
    expect(withLineQuantity(wrong, 2).bundle[0]?.quantity).toBe(8);
  });

  it('gives back the same line when nothing changes', () => {
    const line = aCartLine({ quantity: 2 });
    expect(withLineQuantity(line, 2)).toBe(line);
  });

  it('always lands within 1..limit with bundle quantities in step, for any line and any number asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
        fc.oneof(fc.integer({ min: -5, max: 80 }), fc.double()),
        (validStock, flash, perBundle, asked) => {
          const line = aCartLine({
            validStock,
            flashSale: flash ? flashSale : null,
            bundle: perBundle.map((n, i) => ({ variantId: i, name: `Bagian ${i}`, quantityPerBundle: n, quantity: 0 })),
          });
          const next = withLineQuantity(line, asked);
          expect(next.quantity).toBeGreaterThanOrEqual(1);
          expect(next.quantity).toBeLessThanOrEqual(flash ? 1 : Math.max(1, validStock));
          expect(Number.isInteger(next.quantity)).toBe(true);
          next.bundle.forEach((part) => expect(part.quantity).toBe(part.quantityPerBundle * next.quantity));
        },
      ),
    );
  });
});
