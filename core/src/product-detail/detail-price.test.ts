import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detailPrice, variantUnitPrice } from './detail-price';
import { aProductDetail, aProductVariant, aVariantFlashSale } from './product-detail.fixture';

describe('the price of a product page: normal and discounted, the range across variants', () => {
  it('shows the range across variants before one is chosen', () => {
    const detail = aProductDetail({
      variants: [
        aProductVariant({ id: 1, price: { normal: 5169000, discounted: 5169000 } }),
        aProductVariant({ id: 2, price: { normal: 5427000, discounted: 5427000 } }),
      ],
    });
    expect(detailPrice(detail, null)).toEqual({ price: 'Rp5.169.000 - Rp5.427.000', priceBefore: null, discount: null, amount: 5169000 });
  });

  it('shows one price when every variant costs the same, the normal price crossed out when all are discounted', () => {
    const v = aProductVariant({ price: { normal: 4000000, discounted: 3000000 } });
    const detail = aProductDetail({ variants: [v, { ...v, id: 2 }] });
    expect(detailPrice(detail, null)).toEqual({ price: 'Rp3.000.000', priceBefore: 'Rp4.000.000', discount: '25%', amount: 3000000 });
  });

  it('shows the chosen variant\'s price, the flash-sale price while it runs', () => {
    const variant = aProductVariant({ price: { normal: 3500000, discounted: 3150000 }, flashSale: aVariantFlashSale({ price: 2450000 }) });
    expect(variantUnitPrice(variant)).toBe(2450000);
    expect(detailPrice(aProductDetail({ variants: [variant] }), variant)).toEqual({
      price: 'Rp2.450.000',
      priceBefore: 'Rp3.500.000',
      discount: '30%',
      amount: 2450000,
    });
    const plain = aProductVariant({ price: { normal: 1000, discounted: 1000 } });
    expect(detailPrice(aProductDetail(), plain)).toMatchObject({ price: 'Rp1.000', priceBefore: null, discount: null });
  });

  it('falls back to the product\'s own prices when it lists no variants', () => {
    const detail = aProductDetail({ variants: [] });
    expect(detailPrice({ ...detail, price: { ...detail.price, normalMin: 2000, discountMin: 1500 } }, null)).toMatchObject({
      price: 'Rp1.500',
      priceBefore: 'Rp2.000',
      discount: '25%',
    });
    expect(detailPrice({ ...detail, price: { ...detail.price, normalMin: 1500, discountMin: 1500 } }, null).priceBefore).toBeNull();
  });

  it('never crosses out a price below the one shown', () => {
    const price = fc.nat(10_000_000);
    fc.assert(
      fc.property(fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 4 }), fc.boolean(), (pairs, choose) => {
        const variants = pairs.map(([a, b], i) => aProductVariant({ id: i + 1, price: { normal: Math.max(a, b), discounted: Math.min(a, b) } }));
        const detail = aProductDetail({ variants });
        const view = detailPrice(detail, choose ? variants[0]! : null);
        expect(view.amount).toBe(choose ? variants[0]!.price.discounted : Math.min(...variants.map((v) => v.price.discounted)));
        if (view.priceBefore) expect(Number(view.priceBefore.replace(/\D/g, ''))).toBeGreaterThan(view.amount);
      }),
    );
  });
});
