import { type CheckoutDraft, emptyCheckoutOrder } from '@more/core';
import { describe, expect, it } from 'vitest';
import { BrowserCheckoutDraftStore } from './browser-checkout-draft';
import { storageKey } from './json-slot';
import { MemoryStorage } from './key-value';

const draft: CheckoutDraft = {
  step: 'payment',
  order: {
    ...emptyCheckoutOrder,
    items: [{ variantId: 101, quantity: 2, comboId: null }, { variantId: 205, quantity: 1, comboId: 9 }],
    shipping: { addressId: 7, option: { code: 'jne-reg', courier: 'JNE', service: 'REG', price: 25_000, estimate: '2-3 hari' } },
    dropship: { dropshipperId: 3 },
    payment: { methodCode: 'cc-cicilan', instalment: true, tenor: 6, fee: 90_000 },
    note: 'Telepon dulu',
    voucherCode: 'DISKON10',
  },
  voucher: { code: 'DISKON10', discount: 250_000, grandTotalAfterDiscount: 3_000_000 },
  submitKey: '5c1d1a8e-5f0e-4c1b-9a51-6a2f9d0b7e11',
};

describe('BrowserCheckoutDraftStore: "a reload keeps what was chosen"', () => {
  it('gives the draft back exactly, to the customer who kept it', () => {
    const storage = new MemoryStorage();
    new BrowserCheckoutDraftStore(storage, () => 'pembeli@more.test').save(draft);
    expect(new BrowserCheckoutDraftStore(storage, () => 'pembeli@more.test').load()).toEqual(draft);
  });

  it('reads a draft kept before the submit\'s key was kept as one without an open submit', () => {
    const storage = new MemoryStorage();
    const { submitKey: _key, ...older } = draft;
    storage.setItem(storageKey('checkout-draft'), JSON.stringify({ owner: 'pembeli@more.test', draft: older }));
    expect(new BrowserCheckoutDraftStore(storage, () => 'pembeli@more.test').load()).toEqual({ ...draft, submitKey: null });
  });

  it('never shows a draft to another customer, nor to a guest, and keeps none for a guest', () => {
    const storage = new MemoryStorage();
    new BrowserCheckoutDraftStore(storage, () => 'pembeli@more.test').save(draft);
    expect(new BrowserCheckoutDraftStore(storage, () => 'lain@more.test').load()).toBeNull();
    expect(new BrowserCheckoutDraftStore(storage, () => null).load()).toBeNull();
    new BrowserCheckoutDraftStore(storage, () => null).save(draft);
    expect(storage.getItem(storageKey('checkout-draft'))).toBeNull();
  });

  it('forgets the draft when cleared, and drops one of the wrong shape', () => {
    const storage = new MemoryStorage();
    const store = new BrowserCheckoutDraftStore(storage, () => 'pembeli@more.test');
    store.save(draft);
    store.clear();
    expect(store.load()).toBeNull();
    storage.setItem(storageKey('checkout-draft'), JSON.stringify({ owner: 'pembeli@more.test', draft: { ...draft, step: 'kasir' } }));
    expect(store.load()).toBeNull();
    expect(storage.getItem(storageKey('checkout-draft'))).toBeNull();
  });
});
