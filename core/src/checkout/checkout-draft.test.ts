import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../shared/ids';
import { RecordingNavigation } from '../shared/navigation';
import { Checkout } from './checkout';
import { type CheckoutDraft, type CheckoutDraftStore, checkoutFromDraft, draftOf, noCheckoutDraft } from './checkout-draft';
import { flush, orderedItems, toReview } from './checkout-harness.fixture';
import { emptyCheckoutOrder } from './checkout-order';
import { initialCheckoutState } from './checkout-state';
import { aBankTransfer, aCreditCardInstalment, aShippingOption } from './checkout.fixture';
import { InMemoryCheckoutApi, InMemoryDeviceTypeStore } from './fakes';

class MemoryDraftStore implements CheckoutDraftStore {
  writes = 0;
  refuseWrites = false;
  constructor(public kept: CheckoutDraft | null = null) {}
  load() {
    return this.kept;
  }
  save(draft: CheckoutDraft) {
    if (this.refuseWrites) throw new Error('QuotaExceededError');
    this.writes++;
    this.kept = draft;
  }
  clear() {
    this.kept = null;
  }
}

const make = (drafts: CheckoutDraftStore, api = new InMemoryCheckoutApi({ prices: new Map([[101, 1_500_000], [205, 750_000]]) }), keys = 'kunci') =>
  new Checkout(api, sequentialIds(keys), new RecordingNavigation(), new InMemoryDeviceTypeStore('Browser'), drafts);

const chosen: CheckoutDraft = {
  step: 'payment',
  order: { ...emptyCheckoutOrder, items: orderedItems, shipping: { addressId: 7, option: aShippingOption({ price: 25_000 }) } },
  voucher: null,
  submitKey: null,
};

describe('the checkout draft: "a reload keeps what was chosen"', () => {
  it('keeps nothing for an empty checkout or a placed order', () => {
    expect(draftOf(initialCheckoutState())).toBeNull();
    expect(draftOf({ ...initialCheckoutState(orderedItems), placed: { orderNumber: 'MORE-1', billNumber: 'INV-1' } })).toBeNull();
    expect(draftOf({ ...initialCheckoutState(orderedItems), step: 'payment' })).toEqual({ step: 'payment', order: { ...emptyCheckoutOrder, items: orderedItems }, voucher: null, submitKey: null });
    expect(noCheckoutDraft.load()).toBeNull();
    noCheckoutDraft.save(chosen);
    noCheckoutDraft.clear();
  });

  it('restores the choices and the step, no further than the choices allow', () => {
    expect(checkoutFromDraft(chosen)).toMatchObject({ step: 'payment', order: chosen.order, summary: { status: 'idle' } });
    expect(checkoutFromDraft({ ...chosen, step: 'review' }).step).toBe('payment');
    const paid = { ...chosen.order, payment: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4000 } };
    expect(checkoutFromDraft({ ...chosen, order: paid, step: 'success' }).step).toBe('review');
    expect(checkoutFromDraft({ ...chosen, order: { ...chosen.order, shipping: { addressId: 7, option: null } } }).step).toBe('shipping');
  });

  it('keeps a voucher only while the order carries its code', () => {
    const voucher = { code: 'HEMAT50', discount: 50_000, grandTotalAfterDiscount: 1 };
    expect(checkoutFromDraft({ ...chosen, order: { ...chosen.order, voucherCode: 'HEMAT50' }, voucher })).toMatchObject({ voucher, order: { voucherCode: 'HEMAT50' } });
    expect(checkoutFromDraft({ ...chosen, order: { ...chosen.order, voucherCode: 'LAIN' }, voucher })).toMatchObject({ voucher: null, order: { voucherCode: null } });
  });

  it('Checkout starts from the kept draft and saves every change of the choices, not of loading flags', async () => {
    const store = new MemoryDraftStore(chosen);
    const checkout = make(store);
    expect(checkout.current.step).toBe('payment');
    expect(checkout.current.order.shipping.addressId).toBe(7);
    expect(store.writes).toBe(0);
    checkout.choosePayment(aBankTransfer());
    expect(store.kept?.order.payment?.methodCode).toBe('bca-va');
    const writes = store.writes;
    checkout.goTo('review');
    await flush();
    expect(store.kept?.step).toBe('review');
    expect(store.writes).toBe(writes + 1);
  });

  it('is cleared once the order is placed, at logout, and when the checkout is emptied', async () => {
    const placedStore = new MemoryDraftStore();
    const placing = make(placedStore);
    await toReview(placing);
    expect(placedStore.kept).not.toBeNull();
    await placing.placeOrder();
    expect(placedStore.kept).toBeNull();

    const loggedOut = new MemoryDraftStore(chosen);
    make(loggedOut).clearOnLogout();
    expect(loggedOut.kept).toBeNull();

    const reset = new MemoryDraftStore(chosen);
    make(reset).reset();
    expect(reset.kept).toBeNull();
  });

  it('"a reload during the request never makes a second order": the open submit\'s key is kept, and the next submit after the reload is the same one', async () => {
    const store = new MemoryDraftStore();
    const api = new InMemoryCheckoutApi({ prices: new Map([[101, 1_500_000], [205, 750_000]]) });
    const before = make(store, api);
    await toReview(before);
    api.hold('saveOrder');
    void before.placeOrder();
    await flush();
    expect(store.kept?.submitKey).toBe(api.saveRequests[0]?.idempotencyKey);
    // The page reloads while the request is on its way (the reloaded page reads the storage as it was);
    // the server makes the order meanwhile, and its answer goes to the page that is gone.
    const reloaded = new MemoryDraftStore(store.kept);
    api.releaseAll('saveOrder');
    await flush();
    // The reloaded page makes keys of its own: only the kept one can be the same.
    const after = make(reloaded, api, 'muat-ulang');
    // The reloaded page shows review again from the draft, and asks for the summary.
    expect(after.visit('review')).toEqual({ ok: true, step: 'review' });
    await flush();
    const outcome = await after.placeOrder();
    expect(outcome.kind).toBe('placed');
    expect(new Set(api.saveRequests.map((request) => request.idempotencyKey)).size, 'one key, so one order').toBe(1);
    expect(api.saveRequests).toHaveLength(2);

    // A change of the order after a reload ends that submit: a new key.
    const changed = new MemoryDraftStore({ ...chosen, submitKey: 'kunci-lama' });
    const checkout = make(changed);
    checkout.setNote('Tolong telepon dulu');
    expect(changed.kept?.submitKey).toBeNull();
  });

  it('goes on when the storage refuses the draft', () => {
    const store = new MemoryDraftStore();
    store.refuseWrites = true;
    const checkout = make(store);
    expect(checkout.start(orderedItems)).toBe(true);
    expect(checkout.choosePayment(aCreditCardInstalment(), 3)).toEqual({ ok: true });
    expect(store.kept).toBeNull();
  });
});
