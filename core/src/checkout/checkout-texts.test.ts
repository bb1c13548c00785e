import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP_LABELS,
  choiceRefusalText,
  missingRequirementsText,
  paymentFeeText,
  paymentMethodGroups,
  requirementText,
  shippingPriceText,
} from './checkout-texts';
import { aBankTransfer, aCreditCardInstalment } from './checkout.fixture';

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
});
