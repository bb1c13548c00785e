import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleComponentsView, bundleSaving } from './bundle-view';
import { aProductVariant, aVariantFlashSale } from './product-detail.fixture';

describe('a bundle page: its components and saving', () => {
  it('"Bundle component quantities are the initial quantity times the line quantity" (document 1 §4)', () => {
    const parts = [{ variantId: 1, name: 'Kursi Makan', quantity: 4, image: null }];
    expect(bundleComponentsView(parts, 2)).toEqual([{ variantId: 1, name: 'Kursi Makan', image: null, quantity: 8, quantityText: '8 ×' }]);
    expect(bundleComponentsView(parts, 0)[0]!.quantity).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 30 }), (perBundle, bundles) => {
        expect(bundleComponentsView([{ ...parts[0]!, quantity: perBundle }], bundles)[0]!.quantity).toBe(perBundle * bundles);
      }),
    );
  });

  it('the saving against the bundle\'s normal price (the API gives no prices of the parts), none without a discount', () => {
    expect(bundleSaving(aProductVariant({ price: { normal: 10_000_000, discounted: 8_800_000 } }))).toEqual({
      text: 'Hemat Rp1.200.000',
      basis: 'dibanding harga normal paket',
    });
    expect(bundleSaving(aProductVariant({ price: { normal: 100, discounted: 100 } }))).toBeNull();
    expect(bundleSaving(aProductVariant({ price: { normal: 100, discounted: 100 }, flashSale: aVariantFlashSale({ price: 60 }) }))?.text).toBe('Hemat Rp40');
    expect(bundleSaving(null)).toBeNull();
  });
});
