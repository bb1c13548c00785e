import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { emptyCheckoutOrder } from './checkout-order';
import { type CheckoutState, initialCheckoutState } from './checkout-state';
import { aBankTransfer, aCreditCardInstalment, aShippingOption } from './checkout.fixture';
import { flush, orderedItems, setupCheckout, toReview } from './checkout-harness.fixture';

const states = (checkout: { state$: { subscribe(next: (s: CheckoutState) => void): unknown } }) => {
  const seen: CheckoutState[] = [];
  checkout.state$.subscribe((s) => seen.push(s));
  return seen;
};

describe('checkout', () => {
  describe('starting and emptying', () => {
    it('starts on the shipping step with an empty order', () => {
      const { checkout } = setupCheckout();
      expect(checkout.current).toEqual(initialCheckoutState());
      expect(checkout.current.step).toBe('shipping');
      expect(checkout.current.order).toEqual(emptyCheckoutOrder);
    });

    it('takes the items from the selected cart lines: variant, quantity and combo', () => {
      const { checkout } = setupCheckout();
      expect(checkout.start(orderedItems)).toBe(true);
      expect(checkout.current.order.items).toEqual([
        { variantId: 101, quantity: 2, comboId: null },
        { variantId: 205, quantity: 1, comboId: 9 },
      ]);
    });

    it('carries the cart\'s note to the seller into the order, and the saved order with it', async () => {
      const { checkout, api } = setupCheckout();
      expect(checkout.start(orderedItems, 'Mohon dikirim pada sore hari.')).toBe(true);
      expect(checkout.current.order.note).toBe('Mohon dikirim pada sore hari.');
      checkout.chooseAddress(7);
      checkout.chooseShipping(aShippingOption({ price: 25_000 }));
      checkout.choosePayment(aBankTransfer());
      checkout.goTo('review');
      await flush();
      expect((await checkout.placeOrder()).kind).toBe('placed');
      expect(api.saveRequests[0]?.order.note).toBe('Mohon dikirim pada sore hari.');
      checkout.reset();
      expect(checkout.current.order.note).toBe('');
    });

    it('"Home sets the checkout order to empty on creation" (document 1 §4)', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      await checkout.applyVoucher('hemat50');
      expect(checkout.reset()).toBe(true);
      expect(checkout.current).toEqual(initialCheckoutState());
    });

    it('forgets the previous checkout when a new one starts', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      checkout.start([orderedItems[0]!]);
      expect(checkout.current).toEqual(initialCheckoutState([orderedItems[0]!]));
    });

    it('empties at logout, dropping any answer still on its way', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.hold('preCheckoutSummary');
      checkout.setNote('Kirim sore hari');
      checkout.clearOnLogout();
      api.releaseAll('preCheckoutSummary');
      await flush();
      expect(checkout.current).toEqual(initialCheckoutState());
    });
  });

  describe('"Checkout: shipping, payment, dropship, order, items, tenor, fee" (document 1 §3)', () => {
    it('keeps the address and the shipping option with its price', () => {
      const { checkout } = setupCheckout();
      checkout.start(orderedItems);
      expect(checkout.chooseAddress(7)).toEqual({ ok: true });
      expect(checkout.chooseShipping(aShippingOption({ price: 25_000 }))).toEqual({ ok: true });
      expect(checkout.current.order.shipping).toEqual({ addressId: 7, option: aShippingOption({ price: 25_000 }) });
    });

    it('needs an address before a shipping option, and clears the option when the address changes', () => {
      const { checkout } = setupCheckout();
      checkout.start(orderedItems);
      expect(checkout.chooseShipping(aShippingOption())).toEqual({ ok: false, reason: 'address-first' });
      checkout.chooseAddress(7);
      checkout.chooseShipping(aShippingOption());
      checkout.chooseAddress(8);
      expect(checkout.current.order.shipping).toEqual({ addressId: 8, option: null });
    });

    it('sends the order in a dropshipper\'s name, or the shopper\'s own', () => {
      const { checkout } = setupCheckout();
      checkout.start(orderedItems);
      checkout.chooseDropship(31);
      expect(checkout.current.order.dropship).toEqual({ dropshipperId: 31 });
      checkout.chooseDropship(null);
      expect(checkout.current.order.dropship).toBeNull();
    });

    it('keeps the payment method, its tenor and fee; an instalment method needs a tenor', () => {
      const { checkout } = setupCheckout();
      checkout.start(orderedItems);
      expect(checkout.choosePayment(aCreditCardInstalment())).toEqual({ ok: false, reason: 'tenor-required' });
      expect(checkout.current.order.payment).toBeNull();
      expect(checkout.choosePayment(aCreditCardInstalment(), 12)).toEqual({ ok: true });
      expect(checkout.current.order.payment).toEqual({ methodCode: 'cc-cicilan', instalment: true, tenor: 12, fee: 180_000 });
      checkout.choosePayment(aBankTransfer());
      expect(checkout.current.order.payment).toEqual({ methodCode: 'bca-va', instalment: false, tenor: null, fee: 4000 });
    });

    it('keeps the shopper\'s note', () => {
      const { checkout } = setupCheckout();
      checkout.setNote('Mohon dibungkus kayu');
      expect(checkout.current.order.note).toBe('Mohon dibungkus kayu');
    });
  });

  describe('moving between steps', () => {
    it('refuses a step whose earlier steps are not done, says what is missing, and stays', () => {
      const { checkout, navigation } = setupCheckout();
      checkout.start(orderedItems);
      checkout.chooseAddress(7);
      expect(checkout.goTo('review')).toEqual({
        ok: false,
        step: 'shipping',
        reason: 'incomplete',
        missing: ['shipping-option', 'payment-method'],
      });
      expect(checkout.current.step).toBe('shipping');
      expect(navigation.visits).toEqual([]);
    });

    it('goes to the next step\'s page once the step before it is done', () => {
      const { checkout, navigation } = setupCheckout();
      checkout.start(orderedItems);
      checkout.chooseAddress(7);
      checkout.chooseShipping(aShippingOption());
      expect(checkout.goTo('payment')).toEqual({ ok: true, step: 'payment' });
      expect(checkout.current.step).toBe('payment');
      expect(navigation.visits).toEqual([{ path: '/checkout/payment', replace: false }]);
      checkout.goTo('shipping');
      expect(navigation.last).toBe('/checkout');
    });

    it('never enters success by a button: only a placed order leads there', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      expect(checkout.goTo('success')).toMatchObject({ ok: false, step: 'review', missing: ['placed-order'] });
    });

    it('replaces an opened page that may not be shown yet with the furthest step allowed', () => {
      const { checkout, navigation } = setupCheckout();
      checkout.start(orderedItems);
      checkout.chooseAddress(7);
      checkout.chooseShipping(aShippingOption());
      expect(checkout.visit('review')).toMatchObject({ ok: false, step: 'payment' });
      expect(navigation.visits).toEqual([{ path: '/checkout/payment', replace: true }]);
      expect(checkout.visit('payment')).toEqual({ ok: true, step: 'payment' });
      expect(navigation.visits).toHaveLength(1);
      expect(checkout.current.step).toBe('payment');
    });

    it('moves the shopper back when a change undoes what a later step needed', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      checkout.chooseAddress(8);
      expect(checkout.current.step).toBe('shipping');
      expect(checkout.current.summary).toEqual({ status: 'idle' });
    });
  });

  describe('the summary (discount_amount, bill_total, grand_total)', () => {
    it('is fetched for the order when the shopper reaches review', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      expect(api.summaryRequests).toEqual([checkout.current.order]);
      expect(checkout.current.summary).toEqual({
        status: 'ready',
        value: { subtotal: 3_750_000, shippingCost: 25_000, fee: 4000, discountAmount: 0, billTotal: 3_779_000, grandTotal: 3_779_000 },
      });
    });

    it('shows loading while the server counts', () => {
      const { checkout } = setupCheckout();
      const seen = states(checkout);
      void toReview(checkout);
      expect(seen.at(-1)?.summary).toEqual({ status: 'loading' });
    });

    it('is asked only for a complete order', async () => {
      const { api, checkout } = setupCheckout();
      checkout.start(orderedItems);
      await checkout.refreshSummary();
      expect(api.summaryRequests).toEqual([]);
      expect(checkout.current.summary).toEqual({ status: 'idle' });
    });

    it('reports a failure naming the call, and is asked again when review is opened again', async () => {
      const { api, checkout } = setupCheckout();
      api.failNext('preCheckoutSummary', new Error('socket hang up'));
      await toReview(checkout);
      const summary = checkout.current.summary;
      expect(summary.status === 'failed' && [summary.failure.kind, summary.failure.call]).toEqual([
        'network',
        'POST more/transaction/order/pre-checkout-summary',
      ]);
      checkout.visit('review');
      await flush();
      expect(checkout.current.summary.status).toBe('ready');
      checkout.visit('review');
      expect(api.summaryRequests).toHaveLength(2);
    });

    it('follows the order: a change on review is counted again at once', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      checkout.chooseDropship(31);
      expect(checkout.current.summary).toEqual({ status: 'loading' });
      await flush();
      expect(api.summaryRequests.at(-1)?.dropship).toEqual({ dropshipperId: 31 });
      expect(checkout.current.summary.status).toBe('ready');
    });

    it('never shows an older answer over a newer one', async () => {
      const { api, checkout } = setupCheckout();
      api.hold('preCheckoutSummary');
      await toReview(checkout);
      checkout.choosePayment(aCreditCardInstalment(), 3);
      api.release('preCheckoutSummary');
      await flush();
      expect(checkout.current.summary).toEqual({ status: 'loading' });
      api.release('preCheckoutSummary');
      await flush();
      expect(checkout.current.summary).toMatchObject({ status: 'ready', value: { fee: 45_000 } });
    });

    it('drops the answer for an order changed meanwhile, even when it failed', async () => {
      const { api, checkout } = setupCheckout();
      api.hold('preCheckoutSummary');
      await toReview(checkout);
      api.failNext('preCheckoutSummary', new StoreFailure('server', 'POST more/transaction/order/pre-checkout-summary', 'boom'));
      checkout.chooseAddress(9);
      api.releaseAll('preCheckoutSummary');
      await flush();
      expect(checkout.current.summary).toEqual({ status: 'idle' });
    });
  });
});
