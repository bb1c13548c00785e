import { describe, expect, it } from 'vitest';
import { BrowserCheckoutDraftStore } from './browser-checkout-draft';
import { CHECKOUT_DRAFT_KEY, CustomerSlots } from './customer-slots';
import { MemoryStorage } from './key-value';

describe('CustomerSlots: nothing of the last customer remains in browser storage after logout (issue 21)', () => {
  it('forgets the checkout draft a customer left in the tab, though the checkout is not loaded', () => {
    const tab = new MemoryStorage();
    tab.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ owner: 'pembeli@more.test', draft: {} }));
    tab.setItem('more:v1:opened-products', '[1,2]');
    new CustomerSlots(tab).clearOnLogout();
    expect(tab.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(tab.getItem('more:v1:opened-products'), 'what is not a customer\'s stays').toBe('[1,2]');
  });

  it('names the very slot the checkout draft is written to', () => {
    const tab = new MemoryStorage();
    const drafts = new BrowserCheckoutDraftStore(tab, () => 'pembeli@more.test');
    drafts.save({ step: 'shipping', order: { items: [{ variantId: 1, quantity: 1, comboId: null }], shipping: { addressId: 3, option: null }, dropship: null, payment: null, note: '', voucherCode: null }, voucher: null, submitKey: null });
    expect(tab.getItem(CHECKOUT_DRAFT_KEY)).toContain('pembeli@more.test');
    new CustomerSlots(tab).clearOnLogout();
    expect(drafts.load()).toBeNull();
  });

  it('a storage that refuses does not stop the logout', () => {
    const refusing = { getItem: () => null, setItem: () => undefined, removeItem: () => { throw new Error('SecurityError'); } };
    expect(() => new CustomerSlots(refusing).clearOnLogout()).not.toThrow();
  });
});
