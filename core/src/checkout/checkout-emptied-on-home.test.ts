import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import type { CheckoutDraft } from './checkout-draft';
import { checkoutDraftOwner } from './checkout-draft-owner';
import { CheckoutEmptiedOnHome, type KeptCheckoutDraft } from './checkout-emptied-on-home';
import { flush, orderedItems, setupCheckout, toReview } from './checkout-harness.fixture';
import { emptyCheckoutOrder } from './checkout-order';
import { initialCheckoutState } from './checkout-state';
import { aShippingOption } from './checkout.fixture';

class MemoryDraftStore implements KeptCheckoutDraft {
  constructor(public kept: CheckoutDraft | null) {}
  holdsOpenSubmit() {
    return (this.kept?.submitKey ?? null) !== null;
  }
  clear() {
    this.kept = null;
  }
}

const draft = (submitKey: string | null): CheckoutDraft => ({
  step: 'payment',
  order: { ...emptyCheckoutOrder, items: orderedItems, shipping: { addressId: 7, option: aShippingOption({ price: 25_000 }) } },
  voucher: null,
  submitKey,
});

describe('"Home sets the checkout order to empty on creation" (document 1 §4)', () => {
  it('forgets the draft the tab keeps when no checkout was opened in this page', () => {
    const drafts = new MemoryDraftStore(draft(null));
    expect(new CheckoutEmptiedOnHome(drafts, () => null).empty()).toBe(true);
    expect(drafts.kept).toBeNull();
  });

  it('empties the checkout opened in this page', async () => {
    const { checkout } = setupCheckout();
    await toReview(checkout);
    expect(new CheckoutEmptiedOnHome(new MemoryDraftStore(null), () => checkout).empty()).toBe(true);
    expect(checkout.current).toEqual(initialCheckoutState());
  });

  it('keeps a submit whose answer was lost, in the tab and in the page: only the same submit finds the order the server may have made', async () => {
    const drafts = new MemoryDraftStore(draft('kunci-1'));
    expect(new CheckoutEmptiedOnHome(drafts, () => null).empty()).toBe(false);
    expect(drafts.kept?.submitKey).toBe('kunci-1');

    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    api.failNext('saveOrder', new StoreFailure('network', 'POST more/transaction/order', 'network'));
    expect((await checkout.placeOrder()).kind).toBe('failed');
    expect(new CheckoutEmptiedOnHome(new MemoryDraftStore(null), () => checkout).empty()).toBe(false);
    expect(checkout.current.order.items).toEqual(orderedItems);
  });

  it('empties the checkout after its order was placed', async () => {
    const { checkout } = setupCheckout();
    await toReview(checkout);
    expect((await checkout.placeOrder()).kind).toBe('placed');
    await flush();
    expect(new CheckoutEmptiedOnHome(new MemoryDraftStore(null), () => checkout).empty()).toBe(true);
    expect(checkout.current).toEqual(initialCheckoutState());
  });
});

describe('checkoutDraftOwner: "a draft is the customer\'s"', () => {
  it('is the customer\'s email, and nobody for a guest', () => {
    const customer = { isLoggedIn: true, current: { user: { email: 'sinta@example.com' } } } as Parameters<typeof checkoutDraftOwner>[0];
    const guest = { isLoggedIn: false, current: { user: null } } as unknown as Parameters<typeof checkoutDraftOwner>[0];
    expect(checkoutDraftOwner(customer)()).toBe('sinta@example.com');
    expect(checkoutDraftOwner(guest)()).toBeNull();
  });
});
