import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import { VirtualClock } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import type { CartLine } from '../cart/cart-line';
import { type CheckoutOpening, CheckoutFromCart, isCheckoutUnderWay } from './checkout-from-cart';
import { flush, orderedItems, setupCheckout, toReview } from './checkout-harness.fixture';

const sofa = aCartLine({ variantId: 101, quantity: 2 });
const lamp = aCartLine({ variantId: 205, quantity: 1, selected: false });

/** A customer whose account's cart the server answers after 100 virtual ms, and a checkout of their own. */
const setup = (lines: readonly CartLine[], { note = '', loadFails = false } = {}) => {
  const clock = new VirtualClock();
  const cartApi = new InMemoryCartApi({ lines: [...lines], note }, { scheduler: clock.scheduler, ms: 100 });
  if (loadFails) cartApi.failNext(1, 'network', 'GET more/transaction/cart');
  const auth = new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() }));
  const cart = new ShoppingCart(cartApi, new InMemoryGuestCartStore(null), auth, clock.scheduler);
  const harness = setupCheckout();
  const opening = new CheckoutFromCart(cart, harness.checkout);
  const states: CheckoutOpening[] = [];
  opening.state$.subscribe((state) => states.push(state));
  return { ...harness, clock, cartApi, cart, opening, states };
};

describe('/checkout opened without a checkout under way takes its items from the cart', () => {
  it("waits for the account's cart, then starts with its selected lines and note, and visits the step", async () => {
    const { clock, opening, checkout, navigation } = setup([sofa, lamp], { note: 'Kirim sore hari' });
    opening.open('shipping');
    expect(opening.current).toEqual({ status: 'loading' });
    await clock.runAll();
    expect(checkout.current.order.items).toEqual([{ variantId: 101, quantity: 2, comboId: null }]);
    expect(checkout.current.order.note).toBe('Kirim sore hari');
    expect(opening.current).toEqual({ status: 'ready', value: 'under-way' });
    expect(checkout.current.step).toBe('shipping');
    expect(navigation.visits).toEqual([]);
  });

  it('a cart with nothing selected leaves the checkout empty', async () => {
    const { clock, opening, checkout, states } = setup([lamp]);
    opening.open('shipping');
    await clock.runAll();
    expect(checkout.current.order.items).toEqual([]);
    expect(opening.current).toEqual({ status: 'ready', value: 'empty' });
    expect(states.at(-1)).toEqual({ status: 'ready', value: 'empty' });
  });

  it('a cart that could not be loaded fails the page; "Coba Lagi" loads it again and the checkout goes on', async () => {
    const { clock, opening, checkout } = setup([sofa], { loadFails: true });
    opening.open(null);
    await clock.runAll();
    expect(opening.current.status).toBe('failed');
    opening.retry();
    expect(opening.current).toEqual({ status: 'loading' });
    await clock.runAll();
    expect(checkout.current.order.items).toHaveLength(1);
    expect(opening.current).toEqual({ status: 'ready', value: 'under-way' });
  });

  it("a checkout under way is shown at once, and a step it may not show yet is replaced by the furthest allowed", async () => {
    const { clock, opening, checkout, navigation } = setup([sofa]);
    checkout.start(orderedItems);
    expect(opening.current).toEqual({ status: 'ready', value: 'under-way' });
    opening.open('review');
    expect(navigation.visits).toEqual([{ path: '/checkout', replace: true }]);
    await clock.runAll();
    expect(checkout.current.order.items).toEqual(orderedItems);
  });

  it('the success step shows the placed order; opened anew elsewhere after it, the next checkout comes from the cart', async () => {
    const { clock, opening, checkout } = setup([sofa]);
    await toReview(checkout);
    await checkout.placeOrder();
    opening.open('success');
    expect(opening.current).toEqual({ status: 'ready', value: 'under-way' });
    opening.close();
    opening.open('shipping');
    expect(opening.current).toEqual({ status: 'loading' });
    await clock.runAll();
    expect(checkout.current.placed).toBeNull();
    expect(checkout.current.order.items).toEqual([{ variantId: 101, quantity: 2, comboId: null }]);
  });

  it('a page that went before the cart arrived starts nothing', async () => {
    const { clock, opening, checkout } = setup([sofa]);
    opening.open('shipping');
    opening.close();
    await clock.runAll();
    expect(checkout.current.order.items).toEqual([]);
  });

  it('before a page opens it, it waits for the cart only when nothing is under way', async () => {
    const { opening, checkout } = setup([sofa]);
    expect(opening.current).toEqual({ status: 'loading' });
    checkout.start(orderedItems);
    expect(opening.current).toEqual({ status: 'ready', value: 'under-way' });
    await flush();
  });

  it('PROPERTY: for any cart, the checkout starts with exactly its selected lines, and is empty exactly when none is selected', async () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 5 }), selected: fc.boolean(), comboId: fc.constantFrom(null, 9) });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 5 }), async (specs) => {
        const lines = specs.map((spec, index) => aCartLine({ ...spec, variantId: index + 1 }));
        const { clock, opening, checkout } = setup(lines);
        opening.open('shipping');
        await clock.runAll();
        const selected = lines.filter((each) => each.selected);
        expect(checkout.current.order.items).toEqual(selected.map((each) => ({ variantId: each.variantId, quantity: each.quantity, comboId: each.comboId })));
        expect(opening.current).toEqual({ status: 'ready', value: selected.length > 0 ? 'under-way' : 'empty' });
        expect(isCheckoutUnderWay(checkout.current)).toBe(selected.length > 0);
      }),
      { numRuns: 40 },
    );
  });
});
