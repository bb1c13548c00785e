import { describe, expect, it } from 'vitest';
import { BrowserKeptCheckoutDraft } from './kept-checkout-draft';
import { BrowserCheckoutDraftStore } from './browser-checkout-draft';
import { storageKey } from './json-slot';
import { MemoryStorage } from './key-value';
import { type CheckoutDraft, emptyCheckoutOrder } from '@more/core';

const draft = (submitKey: string | null): CheckoutDraft => ({
  step: 'review',
  order: { ...emptyCheckoutOrder, items: [{ variantId: 101, quantity: 1, comboId: null }] },
  voucher: null,
  submitKey,
});

describe('BrowserKeptCheckoutDraft: the checkout\'s draft as home sees it', () => {
  it('reads the open submit of a draft the checkout kept, and forgets the draft', () => {
    const tab = new MemoryStorage();
    new BrowserCheckoutDraftStore(tab, () => 'pembeli@more.test').save(draft('kunci-1'));
    const kept = new BrowserKeptCheckoutDraft(tab);
    expect(kept.holdsOpenSubmit()).toBe(true);
    kept.clear();
    expect(new BrowserCheckoutDraftStore(tab, () => 'pembeli@more.test').load()).toBeNull();
  });

  it('sees no open submit in a draft without one, in nothing, and in what cannot be read', () => {
    const tab = new MemoryStorage();
    const kept = new BrowserKeptCheckoutDraft(tab);
    expect(kept.holdsOpenSubmit()).toBe(false);
    new BrowserCheckoutDraftStore(tab, () => 'pembeli@more.test').save(draft(null));
    expect(kept.holdsOpenSubmit()).toBe(false);
    for (const value of ['{', '"text"', 'null', '{"draft":7}', '{"draft":{"submitKey":3}}']) {
      tab.setItem(storageKey('checkout-draft'), value);
      expect(kept.holdsOpenSubmit(), value).toBe(false);
    }
  });
});
