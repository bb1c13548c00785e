import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure, type StoreFailureKind } from '../shared/failure';
import { type PlaceOrderOutcome, initialCheckoutState } from './checkout-state';
import { aBankTransfer, aCheckoutSummary, aShippingOption } from './checkout.fixture';
import { flush, orderedItems, setupCheckout, toReview } from './checkout-harness.fixture';

const saveFailure = (kind: StoreFailureKind) => new StoreFailure(kind, 'POST more/transaction/order', kind);

describe('placing the order', () => {
  it('is refused until every step before review is done and the summary is there, without a call', async () => {
    const { api, checkout } = setupCheckout();
    checkout.start(orderedItems);
    expect(await checkout.placeOrder()).toEqual({
      kind: 'refused',
      missing: ['address', 'shipping-option', 'payment-method', 'summary'],
    });
    expect(api.saveRequests).toEqual([]);
  });

  it('saves the order with an idempotency key, and the state holds the placed order', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    const order = checkout.current.order;
    const outcome = await checkout.placeOrder();
    expect(api.saveRequests).toEqual([{ order, idempotencyKey: 'kunci-1' }]);
    expect(outcome).toEqual({
      kind: 'placed',
      order: { orderNumber: 'ORD-0001', billNumber: 'INV/0001' },
      thanksPath: '/profile/order/INV%2F0001',
    });
    expect(checkout.current).toMatchObject({
      step: 'success',
      placed: { orderNumber: 'ORD-0001', billNumber: 'INV/0001' },
      placing: { status: 'placed' },
    });
  });

  it('shows "placing" while the server answers', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    api.hold('saveOrder');
    void checkout.placeOrder();
    expect(checkout.current.placing).toEqual({ status: 'placing' });
    api.releaseAll('saveOrder');
    await flush();
  });

  describe('after placing: the success step confirms the order and offers the ways on', () => {
    it('lands on /checkout/success, replacing review in the history, whatever the device type', async () => {
      for (const deviceType of ['Browser', 'Android', null]) {
        const { checkout, navigation } = setupCheckout({ deviceType });
        await toReview(checkout);
        navigation.visits.length = 0;
        await checkout.placeOrder();
        expect(navigation.visits).toEqual([{ path: '/checkout/success', replace: true }]);
        expect(checkout.current.step).toBe('success');
      }
    });

    it('"thanks redirects to /profile/order/{bill_no} when the stored device type is Browser, otherwise to /checkout/information/{bill_no}": the outcome and "Lihat Pesanan" lead there', async () => {
      for (const [deviceType, order] of [['Browser', '/profile/order/INV%2F0001'], ['Android', '/checkout/information/INV%2F0001'], [null, '/checkout/information/INV%2F0001']] as const) {
        const { checkout } = setupCheckout({ deviceType });
        await toReview(checkout);
        expect(await checkout.placeOrder()).toMatchObject({ kind: 'placed', thanksPath: order });
        expect(checkout.placedOrderConfirmation()?.ways.find((way) => way.kind === 'order')?.href).toBe(order);
      }
    });

    it("gives the success step its links: the order's payment guide, and the order where the redirect went", async () => {
      const { checkout } = setupCheckout({ deviceType: 'Browser' });
      expect(checkout.placedOrderLinks()).toBeNull();
      await toReview(checkout);
      await checkout.placeOrder();
      expect(checkout.placedOrderLinks()).toEqual({ paymentInformation: '/checkout/information/ORD-0001', order: '/profile/order/INV%2F0001' });
    });

    it('says the order was placed, and offers to pay first, then the order, then shopping on', async () => {
      const { checkout } = setupCheckout({ deviceType: 'Browser' });
      expect(checkout.placedOrderConfirmation()).toBeNull();
      await toReview(checkout);
      await checkout.placeOrder();
      expect(checkout.placedOrderConfirmation()).toMatchObject({
        title: 'Pesanan Berhasil Dibuat',
        orderNumber: 'ORD-0001',
        ways: [
          { kind: 'pay', label: 'Bayar Sekarang', href: '/checkout/information/ORD-0001' },
          { kind: 'order', label: 'Lihat Pesanan', href: '/profile/order/INV%2F0001' },
          { kind: 'shop', label: 'Lanjut Belanja', href: '/products' },
        ],
      });
    });
  });

  it('tells the cart which lines were ordered (emptying them is the cart\'s clearAfterOrder)', async () => {
    const { checkout, placedEvents } = setupCheckout();
    await toReview(checkout);
    await checkout.placeOrder();
    expect(placedEvents).toEqual([{ order: { orderNumber: 'ORD-0001', billNumber: 'INV/0001' }, items: orderedItems }]);
  });

  describe('"one order per submit"', () => {
    it('a second placeOrder while one is pending does nothing and returns the same pending result', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.hold('saveOrder');
      const first = checkout.placeOrder();
      const second = checkout.placeOrder();
      expect(second).toBe(first);
      expect(api.saveRequests).toHaveLength(1);
      api.releaseAll('saveOrder');
      expect(await second).toEqual(await first);
    });

    it('never places the order again once placed', async () => {
      const { api, checkout, placedEvents } = setupCheckout();
      await toReview(checkout);
      const placed = await checkout.placeOrder();
      expect(await checkout.placeOrder()).toEqual(placed);
      expect(api.saveRequests).toHaveLength(1);
      expect(placedEvents).toHaveLength(1);
    });

    it('retries with the same key after the answer was lost, so the server gives the order it made instead of a second one', async () => {
      const { api, checkout, placedEvents } = setupCheckout();
      await toReview(checkout);
      api.loseNextSaveAnswer();
      const lost = await checkout.placeOrder();
      expect(lost).toMatchObject({ kind: 'failed', sameSubmit: true, failure: { kind: 'network' } });
      expect(checkout.current.placing).toMatchObject({ status: 'failed', sameSubmit: true });
      expect(checkout.current.step).toBe('review');
      const retried = await checkout.placeOrder();
      expect(api.saveRequests.map((request) => request.idempotencyKey)).toEqual(['kunci-1', 'kunci-1']);
      expect(api.ordersByKey.size).toBe(1);
      expect(retried).toMatchObject({ kind: 'placed', order: { orderNumber: 'ORD-0001' } });
      expect(placedEvents).toHaveLength(1);
    });

    it.each<StoreFailureKind>(['server', 'invalid-response'])('keeps the key after a %s failure too', async (kind) => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.failNext('saveOrder', saveFailure(kind));
      await checkout.placeOrder();
      await checkout.placeOrder();
      expect(api.saveRequests.map((request) => request.idempotencyKey)).toEqual(['kunci-1', 'kunci-1']);
    });

    it.each<StoreFailureKind>(['rejected', 'unauthorized'])('makes a new submit after a %s failure: nothing was made', async (kind) => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.failNext('saveOrder', saveFailure(kind));
      expect(await checkout.placeOrder()).toMatchObject({ kind: 'failed', sameSubmit: false });
      await checkout.placeOrder();
      expect(api.saveRequests.map((request) => request.idempotencyKey)).toEqual(['kunci-1', 'kunci-2']);
    });

    it('makes a new submit when the order changed after a failure', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.failNext('saveOrder', saveFailure('network'));
      await checkout.placeOrder();
      checkout.setNote('Tolong telepon sebelum kirim');
      expect(checkout.current.placing).toEqual({ status: 'idle' });
      await flush();
      await checkout.placeOrder();
      expect(api.saveRequests.map((request) => request.idempotencyKey)).toEqual(['kunci-1', 'kunci-2']);
      expect(api.saveRequests[1]?.order.note).toBe('Tolong telepon sebelum kirim');
    });
  });

  describe('"A save-transaction answer with status code 403 makes the checkout summary be replaced by the data returned" (document 2 §4)', () => {
    it('replaces the summary and keeps the shopper on review to confirm the new totals', async () => {
      const { api, checkout, navigation, placedEvents } = setupCheckout();
      await toReview(checkout);
      navigation.visits.length = 0;
      const seen = checkout.current.summary.status === 'ready' ? checkout.current.summary.value : null;
      const newTotals = aCheckoutSummary({ subtotal: 3_900_000, billTotal: 3_929_000, grandTotal: 3_929_000 });
      api.replaceSummaryOnNextSave(newTotals);
      expect(await checkout.placeOrder()).toEqual({ kind: 'summary-replaced', summary: newTotals });
      expect(checkout.current).toMatchObject({
        step: 'review',
        summary: { status: 'ready', value: newTotals },
        placing: { status: 'summary-replaced', previous: seen },
        placed: null,
      });
      expect(navigation.visits).toEqual([]);
      expect(placedEvents).toEqual([]);
    });

    it('places the order when the shopper confirms, as a new submit', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.replaceSummaryOnNextSave(aCheckoutSummary());
      await checkout.placeOrder();
      expect((await checkout.placeOrder()).kind).toBe('placed');
      expect(api.saveRequests.map((request) => request.idempotencyKey)).toEqual(['kunci-1', 'kunci-2']);
    });
  });

  describe('while the order is being placed and after', () => {
    it('changes nothing of the order, and does not start over', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.hold('saveOrder');
      const placing = checkout.placeOrder();
      const refused = { ok: false, reason: 'order-being-placed' };
      expect(checkout.chooseAddress(8)).toEqual(refused);
      expect(checkout.chooseShipping(aShippingOption())).toEqual(refused);
      expect(checkout.chooseDropship(3)).toEqual(refused);
      expect(checkout.choosePayment(aBankTransfer())).toEqual(refused);
      expect(checkout.setNote('x')).toEqual(refused);
      expect(checkout.reset()).toBe(false);
      expect(checkout.start([])).toBe(false);
      api.releaseAll('saveOrder');
      await placing;
      expect(checkout.chooseAddress(8)).toEqual({ ok: false, reason: 'order-already-placed' });
    });

    it('shows a placed order, never its earlier steps again', async () => {
      const { checkout, navigation } = setupCheckout();
      await toReview(checkout);
      await checkout.placeOrder();
      expect(checkout.goTo('payment')).toEqual({ ok: false, step: 'success', reason: 'order-placed', missing: [] });
      checkout.visit('review');
      expect(navigation.visits.at(-1)).toEqual({ path: '/checkout/success', replace: true });
      expect(checkout.visit('success')).toEqual({ ok: true, step: 'success' });
    });

    it('a new checkout starts afresh after an order was placed', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      await checkout.placeOrder();
      expect(checkout.start(orderedItems)).toBe(true);
      expect(checkout.current).toEqual(initialCheckoutState(orderedItems));
    });

    it('drops the answer when the shopper logs out meanwhile', async () => {
      const { api, checkout, navigation, placedEvents } = setupCheckout();
      await toReview(checkout);
      navigation.visits.length = 0;
      api.hold('saveOrder');
      const placing = checkout.placeOrder();
      checkout.clearOnLogout();
      api.releaseAll('saveOrder');
      expect(await placing).toEqual({ kind: 'discarded' });
      expect(checkout.current).toEqual(initialCheckoutState());
      expect(placedEvents).toEqual([]);
      expect(navigation.visits).toEqual([]);
    });

    it('drops a failure arriving after logout too', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      api.hold('saveOrder');
      api.failNext('saveOrder', saveFailure('server'));
      const placing = checkout.placeOrder();
      checkout.clearOnLogout();
      api.releaseAll('saveOrder');
      expect(await placing).toEqual({ kind: 'discarded' });
      expect(checkout.current.placing).toEqual({ status: 'idle' });
    });
  });

  describe('PROPERTY: for any interleaving of placeOrder calls while one is pending', () => {
    type Answer = 'placed' | 'lost' | 'replaced' | StoreFailureKind;
    type Step = { readonly kind: 'place' } | { readonly kind: 'answer'; readonly answer: Answer } | { readonly kind: 'change' };
    const steps = fc.array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<Step>({ kind: 'place' }) },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom<Answer>('placed', 'lost', 'replaced', 'network', 'server', 'invalid-response', 'rejected', 'unauthorized', 'not-found')
            .map((answer): Step => ({ kind: 'answer', answer })),
        },
        { weight: 1, arbitrary: fc.constant<Step>({ kind: 'change' }) },
      ),
      { maxLength: 30 },
    );

    it('the API receives exactly one saveOrder per submit, and every call of one submit carries the same key', async () => {
      await fc.assert(
        fc.asyncProperty(steps, async (script) => {
          const { api, checkout } = setupCheckout();
          await toReview(checkout);
          api.hold('saveOrder');

          let pending: Promise<PlaceOrderOutcome> | null = null;
          let placed = false;
          let sameSubmit = false;
          let lastKey: string | null = null;
          const keys = new Set<string>();
          let sent = 0;

          for (const [index, step] of script.entries()) {
            if (step.kind === 'place') {
              const result = checkout.placeOrder();
              if (pending || placed) {
                // A press while one is pending, or after the order is placed, sends nothing.
                if (pending) expect(result).toBe(pending);
                expect(api.saveRequests).toHaveLength(sent);
              } else {
                sent++;
                expect(api.saveRequests).toHaveLength(sent);
                const key = api.saveRequests.at(-1)!.idempotencyKey;
                if (sameSubmit) expect(key).toBe(lastKey);
                else expect(keys.has(key)).toBe(false);
                keys.add(key);
                lastKey = key;
                pending = result;
              }
            } else if (step.kind === 'answer') {
              if (!pending) continue;
              const alreadyMade = lastKey !== null && api.ordersByKey.has(lastKey);
              if (step.answer === 'lost' && !alreadyMade) api.loseNextSaveAnswer();
              else if (step.answer === 'replaced' && !alreadyMade) api.replaceSummaryOnNextSave(aCheckoutSummary());
              else if (step.answer !== 'placed' && step.answer !== 'lost' && step.answer !== 'replaced') {
                api.failNext('saveOrder', saveFailure(step.answer));
              }
              api.release('saveOrder');
              const outcome = await pending;
              pending = null;
              if (outcome.kind === 'placed') placed = true;
              else if (outcome.kind === 'failed') {
                expect(outcome.sameSubmit).toBe(['network', 'server', 'invalid-response'].includes(outcome.failure.kind));
                sameSubmit = outcome.sameSubmit;
              } else {
                expect(outcome.kind).toBe('summary-replaced');
                sameSubmit = false;
              }
            } else {
              const changed = checkout.setNote(`catatan ${index}`);
              expect(changed.ok).toBe(!pending && !placed);
              if (changed.ok) sameSubmit = false;
              await flush();
            }
            expect(api.pending('saveOrder')).toBeLessThanOrEqual(1);
          }
          api.releaseAll('saveOrder');
          await flush();
        }),
      );
    });
  });
});
