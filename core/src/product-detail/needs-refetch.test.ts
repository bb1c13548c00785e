import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsRefetch } from './needs-refetch';
import { aProductDetail, aProductVariant, aVariantFlashSale, aVariantFreeGift, aVariantPreOrder } from './product-detail.fixture';

describe('"It is refetched if a variant has flash-sale, free or pre-order info" (document 1 §4)', () => {
  it('keeps a product without such info', () => {
    expect(needsRefetch(aProductDetail())).toBe(false);
    expect(needsRefetch(aProductDetail({ variants: [] }))).toBe(false);
  });

  it.each([
    ['flash-sale', { flashSale: aVariantFlashSale() }],
    ['free', { freeGift: aVariantFreeGift() }],
    ['pre-order', { preOrder: aVariantPreOrder() }],
  ])('refetches a product with %s info on any of its variants', (_, promotion) => {
    const variants = [aProductVariant({ id: 1 }), aProductVariant({ id: 2, ...promotion })];
    expect(needsRefetch(aProductDetail({ variants }))).toBe(true);
  });

  it('PROPERTY: refetches exactly when some variant has one of the three', () => {
    const variant = fc.record({ flash: fc.boolean(), free: fc.boolean(), preOrder: fc.boolean() });
    fc.assert(
      fc.property(fc.array(variant, { maxLength: 5 }), (flags) => {
        const variants = flags.map((f, i) =>
          aProductVariant({
            id: i,
            flashSale: f.flash ? aVariantFlashSale() : null,
            freeGift: f.free ? aVariantFreeGift() : null,
            preOrder: f.preOrder ? aVariantPreOrder() : null,
          }),
        );
        expect(needsRefetch({ variants })).toBe(flags.some((f) => f.flash || f.free || f.preOrder));
      }),
    );
  });
});
