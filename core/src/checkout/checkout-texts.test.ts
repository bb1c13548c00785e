import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP_LABELS,
  SUMMARY_REPLACED_FALLBACK,
  choiceRefusalText,
  missingRequirementsText,
  paymentFeeText,
  paymentMethodGroups,
  requirementText,
  shippingPriceText,
  summaryChangeTexts,
  summaryRows,
} from './checkout-texts';
import { aBankTransfer, aCheckoutSummary, aCreditCardInstalment } from './checkout.fixture';

describe('checkout texts', () => {
  it('names the steps of the indicator', () => {
    expect(Object.values(CHECKOUT_STEP_LABELS)).toEqual(['Pengiriman', 'Pembayaran', 'Ringkasan']);
  });

  it('says what a refused step lacks, each thing once', () => {
    expect(missingRequirementsText(['address', 'shipping-option', 'address'])).toEqual(['Pilih alamat pengiriman', 'Pilih jasa pengiriman']);
    for (const requirement of ['items', 'address', 'shipping-option', 'payment-method', 'tenor', 'summary', 'placed-order'] as const) {
      expect(requirementText(requirement)).toMatch(/\S/);
    }
    for (const reason of ['order-being-placed', 'order-already-placed', 'address-first', 'tenor-required', 'unknown-tenor'] as const) {
      expect(choiceRefusalText(reason)).toMatch(/\S/);
    }
  });

  it('shows a free shipping option as "Gratis" and fees in rupiah', () => {
    expect(shippingPriceText(0)).toBe('Gratis');
    expect(shippingPriceText(25_000)).toBe('Rp25.000');
    expect(paymentFeeText(4000)).toBe('Biaya Rp4.000');
    expect(paymentFeeText(0)).toBe('Tanpa biaya');
  });

  it('groups the payment methods in the list\'s order', () => {
    const bca = aBankTransfer();
    const mandiri = aBankTransfer({ code: 'mandiri-va', name: 'Mandiri Virtual Account' });
    const card = aCreditCardInstalment();
    expect(paymentMethodGroups([bca, card, mandiri])).toEqual([
      { name: 'Transfer Bank', methods: [bca, mandiri] },
      { name: 'Kartu Kredit', methods: [card] },
    ]);
  });

  it('"A save-transaction answer with status code 403 makes the checkout summary be replaced" (document 2 §4): says what changed', () => {
    const before = aCheckoutSummary();
    const after = aCheckoutSummary({ subtotal: 3_900_000, billTotal: 3_904_000, grandTotal: 3_904_000 });
    expect(summaryChangeTexts(before, after)).toEqual([
      'Subtotal produk berubah dari Rp3.500.000 menjadi Rp3.900.000',
      'Total belanja berubah dari Rp3.504.000 menjadi Rp3.904.000',
    ]);
    expect(summaryChangeTexts(before, before)).toEqual([SUMMARY_REPLACED_FALLBACK]);
    expect(summaryChangeTexts(null, after)).toEqual([SUMMARY_REPLACED_FALLBACK]);
  });

  it('lists the summary\'s rows, the discount only when there is one', () => {
    expect(summaryRows(aCheckoutSummary()).map((row) => row.label)).toEqual(['Subtotal produk', 'Ongkos kirim', 'Biaya pembayaran', 'Total tagihan', 'Total belanja']);
    const discounted = summaryRows(aCheckoutSummary({ discountAmount: 50_000, grandTotal: 3_454_000 }));
    expect(discounted.find((row) => row.label === 'Potongan')?.amount).toBe('-Rp50.000');
    expect(discounted.at(-1)).toEqual({ label: 'Total belanja', amount: 'Rp3.454.000', emphasis: true });
  });
});
