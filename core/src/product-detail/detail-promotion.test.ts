import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import type { ComboDeal } from '../catalogue/showcase';
import { detailPromotions } from './detail-promotion';
import { aProductDetail, aProductVariant, aVariantFlashSale, aVariantFreeGift, aVariantPreOrder } from './product-detail.fixture';

const deal = (overrides: Partial<ComboDeal> = {}): ComboDeal => ({
  id: 4,
  name: 'Kombo Hemat Ruang Tamu',
  product: aProduct({ id: 1 }),
  variantId: 11,
  partner: aProduct({ id: 2, slug: 'meja-tamu', name: 'Meja Tamu', isBundle: false }),
  partnerVariantId: 21,
  partnerNormalPrice: 900000,
  comboPrice: 600000,
  allowsMultipleBuy: false,
  ...overrides,
});

describe('the promotion in force on a product page', () => {
  const now = 1_795_000_000_000;

  it('a flash sale: the countdown to its end (HH:MM:SS) and the stock bar (remains / limit)', () => {
    const variant = aProductVariant({ flashSale: aVariantFlashSale({ endsAt: now / 1000 + 3723, remains: 4, limit: 10 }) });
    expect(detailPromotions(aProductDetail({ variants: [variant] }), variant, now).flashSale).toEqual({
      title: 'Flash Sale',
      endsIn: '01:02:03',
      ended: false,
      stockLabel: 'Stok Terbatas',
      stockBar: 0.4,
      stockText: 'Tersisa 4 dari 10',
    });
    const ended = aProductVariant({ flashSale: aVariantFlashSale({ endsAt: now / 1000 - 1, remains: 0 }) });
    expect(detailPromotions(aProductDetail(), ended, now).flashSale).toMatchObject({ endsIn: '00:00:00', ended: true, stockLabel: 'Habis' });
  });

  it('a free item ("GRATIS …") and a pre-order note, of any variant before one is chosen', () => {
    const detail = aProductDetail({
      variants: [aProductVariant({ id: 1 }), aProductVariant({ id: 2, freeGift: aVariantFreeGift({ name: 'Bantal Sofa' }), preOrder: aVariantPreOrder() })],
    });
    expect(detailPromotions(detail, null, now)).toMatchObject({ freeGift: 'GRATIS Bantal Sofa', preOrder: 'Pre-Order: Dikirim dalam 14 hari' });
    expect(detailPromotions(detail, detail.variants[0]!, now)).toMatchObject({ flashSale: null, freeGift: null, preOrder: null });
  });

  it('"Kombo Hemat": the deals of this product and variant, with the partner at its combo price', () => {
    const detail = aProductDetail({ id: 1, variants: [aProductVariant({ id: 11 }), aProductVariant({ id: 12 })] });
    const deals = [deal(), deal({ id: 5, product: aProduct({ id: 9 }) }), deal({ id: 6, variantId: 12, partnerNormalPrice: 100, name: ' ' })];
    expect(detailPromotions(detail, detail.variants[0]!, now, deals).combos).toEqual([
      { id: 4, title: 'Kombo Hemat Ruang Tamu', partnerName: 'Meja Tamu', partnerHref: '/product/meja-tamu', partnerImage: deal().partner.atmosphereImages[0] ?? deal().partner.images[0] ?? null, comboPrice: 'Rp600.000', priceBefore: 'Rp900.000', saving: 'Hemat Rp300.000', deal: deals[0] },
    ]);
    expect(detailPromotions(detail, null, now, deals).combos.map((c) => [c.id, c.title, c.priceBefore])).toEqual([
      [4, 'Kombo Hemat Ruang Tamu', 'Rp900.000'],
      [6, 'Kombo Hemat', null],
    ]);
  });

  it('"Kombo Hemat" saves from what the partner costs today, not from its struck normal price', () => {
    const detail = aProductDetail({ id: 1, variants: [aProductVariant({ id: 11 })] });
    const discounted = aProduct({ id: 2, price: { normal: 1_249_900, normalMin: 1_249_900, discountMin: 960_500, range: null } });
    const [combo] = detailPromotions(detail, null, now, [deal({ partner: discounted, partnerNormalPrice: 1_249_900, comboPrice: 932_000 })]).combos;
    expect(combo).toMatchObject({ priceBefore: 'Rp960.500', saving: 'Hemat Rp28.500' });
    const [none] = detailPromotions(detail, null, now, [deal({ partner: discounted, partnerNormalPrice: 1_249_900, comboPrice: 960_500 })]).combos;
    expect(none).toMatchObject({ priceBefore: null, saving: null });
  });
});
