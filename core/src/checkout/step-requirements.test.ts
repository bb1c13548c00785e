import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckoutOrder, emptyCheckoutOrder } from './checkout-order';
import { type CheckoutStep, checkoutSteps, nextStep, stepIndex } from './checkout-step';
import { aCheckoutItem, aCheckoutSummary, aShippingOption } from './checkout.fixture';
import { type CheckoutProgress, canEnter, furthestStep, missingToEnter, missingToLeave, missingToPlace } from './step-requirements';

const complete: CheckoutOrder = {
  ...emptyCheckoutOrder,
  items: [aCheckoutItem()],
  shipping: { addressId: 7, option: aShippingOption() },
  payment: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4000 },
};
const progress = (order: Partial<CheckoutOrder> = {}, rest: Partial<Omit<CheckoutProgress, 'order'>> = {}): CheckoutProgress => ({
  order: { ...complete, ...order },
  summary: null,
  placed: null,
  ...rest,
});

describe('what each step requires before the next', () => {
  it('"shipping needs an address and a shipping option" (and something to ship)', () => {
    expect(missingToLeave('shipping', progress())).toEqual([]);
    expect(missingToLeave('shipping', progress({ shipping: { addressId: 7, option: null } }))).toEqual(['shipping-option']);
    expect(missingToLeave('shipping', progress({ shipping: { addressId: null, option: null } }))).toEqual([
      'address',
      'shipping-option',
    ]);
    expect(missingToLeave('shipping', progress({ items: [] }))).toEqual(['items']);
    expect(canEnter('payment', progress({ shipping: { addressId: 7, option: null } }))).toBe(false);
  });

  it('"payment needs a method, and a tenor when the method is instalments"', () => {
    expect(missingToLeave('payment', progress())).toEqual([]);
    expect(missingToLeave('payment', progress({ payment: null }))).toEqual(['payment-method']);
    const instalment = { methodCode: 'cc-cicilan', instalment: true, fee: 0 };
    expect(missingToLeave('payment', progress({ payment: { ...instalment, tenor: null } }))).toEqual(['tenor']);
    expect(missingToLeave('payment', progress({ payment: { ...instalment, tenor: 6 } }))).toEqual([]);
    expect(canEnter('review', progress({ payment: null }))).toBe(false);
    expect(canEnter('review', progress())).toBe(true);
  });

  it('"review needs a summary", and is left only by placing the order', () => {
    expect(missingToLeave('review', progress())).toEqual(['summary', 'placed-order']);
    expect(missingToLeave('review', progress({}, { summary: aCheckoutSummary() }))).toEqual(['placed-order']);
    expect(canEnter('success', progress({}, { summary: aCheckoutSummary() }))).toBe(false);
    const placed = { orderNumber: 'ORD-1', billNumber: 'INV/1' };
    expect(canEnter('success', progress({}, { summary: aCheckoutSummary(), placed }))).toBe(true);
    expect(missingToLeave('success', progress())).toEqual([]);
  });

  it('lists everything missing to enter a step, earliest first', () => {
    expect(missingToEnter('shipping', progress({ items: [] }))).toEqual([]);
    expect(missingToEnter('success', { order: emptyCheckoutOrder, summary: null, placed: null })).toEqual([
      'items',
      'address',
      'shipping-option',
      'payment-method',
      'summary',
      'placed-order',
    ]);
  });

  it('lets the order be placed once everything before review is done and a summary is there', () => {
    expect(missingToPlace(progress())).toEqual(['summary']);
    expect(missingToPlace(progress({}, { summary: aCheckoutSummary() }))).toEqual([]);
    expect(missingToPlace(progress({ payment: null }, { summary: aCheckoutSummary() }))).toEqual(['payment-method']);
  });

  it('falls back to the furthest step allowed', () => {
    expect(furthestStep({ order: emptyCheckoutOrder, summary: null, placed: null })).toBe('shipping');
    expect(furthestStep(progress({ payment: null }))).toBe('payment');
    expect(furthestStep(progress())).toBe('review');
  });

  describe('PROPERTY: for any order, a step can be entered only when every earlier step\'s requirements hold', () => {
    const orders: fc.Arbitrary<CheckoutProgress> = fc.record({
      order: fc.record({
        items: fc.array(fc.record({ variantId: fc.nat(), quantity: fc.integer({ min: 1, max: 9 }), comboId: fc.option(fc.nat()) }), {
          maxLength: 3,
        }),
        shipping: fc.record({ addressId: fc.option(fc.nat()), option: fc.option(fc.constant(aShippingOption())) }),
        dropship: fc.option(fc.record({ dropshipperId: fc.nat() })),
        payment: fc.option(
          fc.record({
            methodCode: fc.string(),
            instalment: fc.boolean(),
            tenor: fc.option(fc.constantFrom(3, 6, 12)),
            fee: fc.nat(),
          }),
        ),
        note: fc.string(),
        voucherCode: fc.option(fc.string()),
      }),
      summary: fc.option(fc.constant(aCheckoutSummary())),
      placed: fc.option(fc.constant({ orderNumber: 'ORD-1', billNumber: 'INV/1' })),
    });

    // Written out apart from the rules, step by step, as the brief states them.
    const shippingDone = ({ order }: CheckoutProgress) =>
      order.items.length > 0 && order.shipping.addressId !== null && order.shipping.option !== null;
    const paymentDone = ({ order }: CheckoutProgress) =>
      order.payment !== null && (!order.payment.instalment || order.payment.tenor !== null);
    const reviewDone = (p: CheckoutProgress) => p.summary !== null && p.placed !== null;
    const done: Record<CheckoutStep, (p: CheckoutProgress) => boolean> = {
      shipping: shippingDone,
      payment: paymentDone,
      review: reviewDone,
      success: () => true,
    };

    it('enters a step exactly when every earlier step is done', () => {
      fc.assert(
        fc.property(orders, fc.constantFrom(...checkoutSteps), (p, step) => {
          const earlier = checkoutSteps.slice(0, stepIndex(step));
          expect(canEnter(step, p)).toBe(earlier.every((s) => done[s](p)));
        }),
      );
    });

    it('never allows a step whose previous step may not be entered, and the furthest step is the last allowed', () => {
      fc.assert(
        fc.property(orders, (p) => {
          for (const step of checkoutSteps) {
            const after = nextStep(step);
            if (after && canEnter(after, p)) expect(canEnter(step, p)).toBe(true);
          }
          const furthest = furthestStep(p);
          expect(canEnter(furthest, p)).toBe(true);
          const beyond = nextStep(furthest);
          if (beyond) expect(canEnter(beyond, p)).toBe(false);
        }),
      );
    });
  });
});
