import { dateTimeAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aComboDeal, aFreeGiftOffer, aPreOrderOffer } from '../catalogue/catalogue.fixture';
import { aProduct } from '../catalogue/product.fixture';
import { comboSaving } from '../catalogue/combo-saving';
import { formatRupiah } from '../money/rupiah';
import { aRedeemableProduct, aRedeemableVoucher } from './reward.fixture';
import { giftText, preOrderNote, toComboCard, toFreeGiftCard, toPreOrderCard, toRewardCard, variantsText } from './promotion-offer-cards';

describe('free-item cards (POST uni/product/free)', () => {
  it('shows the product card, the free item and the variants it is for', () => {
    const card = toFreeGiftCard(aFreeGiftOffer({ giftName: 'Bantal Sofa', variants: [{ id: 1, name: '3 Seater', color: 'Abu-abu' }, { id: 2, name: '2 Seater', color: null }] }));
    expect(card.card.href).toBe('/product/sofa-minimalis-3-seater');
    expect(card.gift).toBe('Gratis Bantal Sofa');
    expect(card.variants).toBe('Berlaku untuk 3 Seater (Abu-abu), 2 Seater');
  });

  it('never says "Gratis" twice, and names a gift without a name "Hadiah"', () => {
    expect(giftText('Gratis Ongkir')).toBe('Gratis Ongkir');
    expect(giftText('  ')).toBe('Gratis Hadiah');
    fc.assert(fc.property(fc.string(), (name) => /^Gratis/i.test(giftText(name)) && !/^gratis\s+gratis\b/i.test(giftText(name))));
  });

  it('names no variants when the offer lists none, and each name once', () => {
    expect(variantsText([])).toBeNull();
    expect(variantsText([{ id: 1, name: 'Queen', color: ' ' }, { id: 2, name: 'Queen', color: null }])).toBe('Berlaku untuk Queen');
  });
});

describe('pre-order cards (POST uni/product/po)', () => {
  it("shows the server's note", () => {
    expect(toPreOrderCard(aPreOrderOffer({ note: 'Pre-order: dikirim dalam 21 hari kerja' })).note).toBe('Pre-order: dikirim dalam 21 hari kerja');
  });

  it('writes the shipping days when the server sent no note', () => {
    expect(preOrderNote({ note: ' ', shipsInDays: 14 })).toBe('Dikirim dalam 14 hari kerja');
    expect(toPreOrderCard(aPreOrderOffer({ note: '', shipsInDays: 7 })).variants).toBe('Berlaku untuk 3 Seater (Abu-abu)');
  });
});

describe('Kombo Hemat cards (GET uni/product/combo)', () => {
  it('shows both products, the combo price, the crossed-out normal price and the saving', () => {
    const card = toComboCard(aComboDeal({ partnerNormalPrice: 900_000, comboPrice: 720_000 }));
    expect(card.product.name).toBe('Sofa Minimalis 3 Seater');
    expect(card.partner.href).toBe('/product/meja-tamu-bundar');
    expect(card.comboPrice).toBe('Rp720.000');
    expect(card.partnerPriceBefore).toBe('Rp900.000');
    expect(card.saving).toBe('Hemat Rp180.000');
    expect(card.summary).toBe('Tambah Meja Tamu Bundar seharga Rp720.000');
  });

  it('shows no saving when the combo price is not below the normal price', () => {
    const card = toComboCard(aComboDeal({ partnerNormalPrice: 700_000, comboPrice: 720_000 }));
    expect(card.partnerPriceBefore).toBeNull();
    expect(card.saving).toBeNull();
  });

  it('names a deal without a name after its two products', () => {
    expect(toComboCard(aComboDeal({ name: ' ' })).name).toBe('Kombo Hemat Sofa Minimalis 3 Seater + Meja Tamu Bundar');
  });

  it('has a saving exactly when the combo price is lower, for any prices of a partner sold at its normal price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 0, max: 50_000_000 }), (normal, combo) => {
        const partner = aProduct({ id: 2, price: { normal, normalMin: normal, discountMin: normal, range: null } });
        const card = toComboCard(aComboDeal({ partner, partnerNormalPrice: normal, comboPrice: combo }));
        return (card.saving !== null) === normal > combo && (card.partnerPriceBefore !== null) === normal > combo;
      }),
    );
  });

  it('counts the saving from what the partner costs today, not its struck normal price (the shopper saw "Hemat Rp317.900" for Rp28.500)', () => {
    const partner = aProduct({ id: 2, slug: 'meja-tamu-bundar', name: 'Meja Tamu Bundar', price: { normal: 1_249_900, normalMin: 1_249_900, discountMin: 960_500, range: null } });
    const card = toComboCard(aComboDeal({ partner, partnerNormalPrice: 1_249_900, comboPrice: 932_000 }));
    expect(card.partnerPriceBefore).toBe('Rp960.500');
    expect(card.saving).toBe('Hemat Rp28.500');
  });

  it('for any deal: the saving shown is the price without the deal minus the combo price, and none when that is not above 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (normal, current, combo) => {
          const partner = aProduct({ id: 2, price: { normal, normalMin: normal, discountMin: current, range: null } });
          const deal = aComboDeal({ partner, partnerNormalPrice: normal, comboPrice: combo });
          // Spelled out rather than calling comboSaving: what the shopper pays without the deal is the current price when there is one.
          const without = current > 0 ? Math.min(current, normal) : normal;
          const card = toComboCard(deal);
          if (without - combo <= 0) {
            expect(card.saving).toBeNull();
            expect(card.partnerPriceBefore).toBeNull();
          } else {
            expect(card.saving).toBe(`Hemat ${formatRupiah(without - combo)}`);
            expect(card.partnerPriceBefore).toBe(formatRupiah(without));
          }
          expect(comboSaving(deal)?.amount ?? 0).toBeLessThanOrEqual(Math.max(0, normal - combo));
        },
      ),
    );
  });
});

describe('reward cards (GET more/promotion/reedem)', () => {
  it('shows a voucher with its points, quota, minimum purchase and validity', () => {
    const card = toRewardCard(aRedeemableVoucher({ points: 2_500, quota: 24, minimumPurchase: 250_000, validUntil: Date.UTC(2027, 1, 14, 16, 42) }));
    expect(card).toMatchObject({
      kindLabel: 'Voucher',
      points: '2.500 Poin',
      quota: 'Sisa 24',
      condition: 'Min. belanja Rp250.000',
      validUntil: datedText('Berlaku hingga ', dateTimeAt(Date.UTC(2027, 1, 14, 16, 42))),
      affordability: 'Poin Anda cukup',
      href: null,
    });
  });

  it('links a product reward to its product and says when the points are short or the quota is gone', () => {
    const card = toRewardCard(aRedeemableProduct({ affordable: false, quota: 0, product: aProduct({ slug: 'lampu-meja' }) }));
    expect(card.kindLabel).toBe('Produk');
    expect(card.href).toBe('/product/lampu-meja');
    expect(card.condition).toBeNull();
    expect(card.affordability).toBe('Poin belum cukup');
    expect(card.quota).toBe('Kuota habis');
  });

  it('shows no image when the reward has none', () => {
    expect(toRewardCard(aRedeemableVoucher({ imageUrl: '' })).image).toBeNull();
    expect(toRewardCard(aRedeemableVoucher({ minimumPurchase: 0 })).condition).toBeNull();
  });
});
