import { describe, expect, it } from 'vitest';
import { aComboDeal } from '../catalogue/catalogue.fixture';
import { aProductDetail, aProductVariant } from './product-detail.fixture';
import { comboPurchase } from './purchase';

describe('"Beli Kombo" on a product page (Kombo Hemat, document 1 §1)', () => {
  const black = aProductVariant({ id: 5, color: 'Hitam', stock: 4 });
  const white = aProductVariant({ id: 6, color: 'Putih', stock: 2 });
  const detail = aProductDetail({ variants: [black, white] });
  const deal = aComboDeal({ id: 31, variantId: 6, partnerVariantId: 902, comboPrice: 450_000 });

  it('buys the deal\'s variant once with the partner at the combo price, whichever variant is shown', () => {
    for (const shown of [null, black, white]) {
      const purchase = comboPurchase(detail, shown, deal);
      expect(purchase?.product).toMatchObject({ variantId: 6, quantity: 1, comboId: null });
      expect(purchase?.partner).toMatchObject({ variantId: 902, comboId: 31, unitPrice: 450_000 });
    }
  });

  it('is nothing when the product no longer has the deal\'s variant', () => {
    expect(comboPurchase(detail, null, { ...deal, variantId: 99 })).toBeNull();
  });
});
