import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineViews } from './cart-page';
import { aCartLine } from './fakes';

/** Lines of a few variants, each maybe bringing another as its gift, at a price or at 0. */
const anyLines = fc.array(
  fc.record({
    variantId: fc.integer({ min: 1, max: 5 }),
    unitPrice: fc.constantFrom(0, 0, 50_000, 284_000, 3_250_000),
    normalPrice: fc.constantFrom(0, 150_000, 3_500_000),
    quantity: fc.integer({ min: 1, max: 3 }),
    giftOf: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    isRedeem: fc.boolean(),
    combo: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }),
  }),
  { maxLength: 6 },
);

describe('what the cart calls free (every line, every cart)', () => {
  it('a line whose badge or note says "gratis" is one the shopper is charged nothing for', () => {
    fc.assert(
      fc.property(anyLines, (specs) => {
        const lines = specs.map((spec) =>
          aCartLine({
            variantId: spec.variantId,
            unitPrice: spec.unitPrice,
            normalPrice: spec.normalPrice,
            quantity: spec.quantity,
            isRedeem: spec.isRedeem,
            comboId: spec.combo === null ? null : 1,
            combo: spec.combo === null ? null : { price: spec.combo, allowsMultiple: true },
            freeGift: spec.giftOf === null ? null : { allowsMultiple: true, freeType: 'product', freeVariantId: spec.giftOf },
          }),
        );
        for (const view of cartLineViews(lines)) {
          const words = [...view.badges.map((badge) => badge.label), view.belongsTo ?? ''];
          if (words.some((word) => /gratis/i.test(word))) expect(view.subtotal).toBe(0);
        }
      }),
    );
  });
});
