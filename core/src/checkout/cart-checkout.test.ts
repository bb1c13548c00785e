import fc from 'fast-check';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CheckoutItem } from './checkout-order';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import { emptyCart } from '../cart/cart';
import { type CartLine, cartLineKey } from '../cart/cart-line';
import { CartCheckout, type CartCheckoutState, isCartShown, proceedsOnArrival } from './cart-checkout';
import { cartTotals } from '../cart/cart-totals';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import type { ServerCartStatus, ShoppingCartState } from '../cart/shopping-cart-state';
import { VirtualClock, settle } from '../cart/virtual-time.fixture';

const sofa = aCartLine({ variantId: 1, nameLong: 'Sofa L', quantity: 2 });
const lamp = aCartLine({ variantId: 2, nameLong: 'Lampu Lantai', quantity: 1 });
const reward = aCartLine({ variantId: 3, nameLong: 'Bantal Hadiah', isRedeem: true, unitPrice: 0 });

/** The checkout as the cart starts it: what it was given, and whether it starts. */
class RecordingStarter {
  readonly started: { readonly items: readonly CheckoutItem[]; readonly note: string }[] = [];
  accepts = true;

  start(items: readonly CheckoutItem[], note: string): Promise<boolean> {
    this.started.push({ items, note });
    return Promise.resolve(this.accepts);
  }
}

/** A customer (or a guest) whose cart the server answers after 100 virtual ms. */
const open = (lines: readonly CartLine[], { loggedIn = true, note = '' } = {}) => {
  const clock = new VirtualClock();
  const api = new InMemoryCartApi({ lines: [...lines], note }, { scheduler: clock.scheduler, ms: 100 });
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 't', user: aUser() } : null));
  const cart = new ShoppingCart(api, new InMemoryGuestCartStore(loggedIn ? null : { lines: [...lines], note }), auth, clock.scheduler);
  const starter = new RecordingStarter();
  const navigation = new RecordingNavigation();
  const checkout = new CartCheckout(cart, auth, starter, navigation);
  const states: CartCheckoutState[] = [];
  checkout.state$.subscribe((state) => states.push(state));
  return { clock, api, auth, cart, starter, navigation, checkout, states };
};

describe("the cart's Checkout button", () => {
  it("starts the checkout with the selected lines and the cart's note, then goes to its first step", async () => {
    const { clock, checkout, starter, navigation, states } = open([sofa, { ...lamp, selected: false }], { note: 'Kirim sore hari' });
    await clock.runAll();
    const outcome = checkout.proceed();
    expect(checkout.current.busy).toBe(true);
    await clock.runAll();
    expect(await outcome).toEqual({ kind: 'started' });
    expect(starter.started).toEqual([{ items: [{ variantId: 1, quantity: 2, comboId: null }], note: 'Kirim sore hari' }]);
    expect(navigation.visits).toEqual([{ path: '/checkout', replace: false }]);
    expect(states.map((state) => state.busy)).toEqual([false, true, false]);
  });

  it('a second press while the first is under way is the same press: one stock check, one start', async () => {
    const { clock, api, checkout, starter } = open([sofa]);
    await clock.runAll();
    const first = checkout.proceed();
    const second = checkout.proceed();
    expect(second).toBe(first);
    await clock.runAll();
    expect(api.calls.filter((call) => call.endsWith('check-stock'))).toHaveLength(1);
    expect(starter.started).toHaveLength(1);
  });

  it('sends a guest to log in and on to the checkout (document 1 §2, the wanted path)', async () => {
    const { clock, checkout, navigation, starter } = open([sofa], { loggedIn: false });
    await clock.runAll();
    expect(await checkout.proceed()).toEqual({ kind: 'needs-login', path: '/login?redirect=%2Fcheckout' });
    expect(navigation.last).toBe('/login?redirect=%2Fcheckout');
    expect(starter.started).toEqual([]);
  });

  it('says why checkout waits, as a problem, and clears it at the next press', async () => {
    const { clock, api, checkout, navigation } = open([sofa, lamp]);
    await clock.runAll();
    checkout.open();
    api.setStock(lamp, 0);
    const outcome = checkout.proceed();
    await clock.runAll();
    expect((await outcome).kind).toBe('stock-changed');
    expect(checkout.current).toEqual({
      busy: false,
      notice: { messages: ['Lampu Lantai dihapus dari keranjang karena stoknya tidak mencukupi.'], problem: true },
    });
    expect(navigation.visits).toEqual([]);
    const again = checkout.proceed();
    expect(checkout.current.notice).toBeNull();
    await clock.runAll();
    expect(await again).toEqual({ kind: 'started' });
  });

  it('says so when the checkout would not start (an order is being placed in it)', async () => {
    const { clock, checkout, starter, navigation } = open([sofa]);
    await clock.runAll();
    checkout.open();
    starter.accepts = false;
    const outcome = checkout.proceed();
    await clock.runAll();
    expect(await outcome).toEqual({ kind: 'checkout-busy', messages: ['Pesanan Anda sedang dibuat. Mohon menunggu..'] });
    expect(checkout.current.notice).toEqual({ messages: ['Pesanan Anda sedang dibuat. Mohon menunggu..'], problem: true });
    expect(navigation.visits).toEqual([]);
  });

  it('a removal is news, and says when the rewards went with it', async () => {
    const { clock, cart, checkout } = open([sofa, reward]);
    await clock.runAll();
    checkout.open();
    checkout.remove(cartLineKey(sofa));
    expect(cart.current.lines.map((line) => line.variantId)).toEqual([]);
    expect(checkout.current.notice).toEqual({ messages: ['Sofa L dihapus dari keranjang. Hadiah poin di keranjang ikut dihapus.'], problem: false });
  });

  it('forgets what it said when the page goes, and says nothing to a page no longer shown', async () => {
    const { clock, api, checkout } = open([sofa, lamp]);
    await clock.runAll();
    checkout.open();
    checkout.remove(cartLineKey(lamp));
    checkout.close();
    expect(checkout.current.notice).toBeNull();
    checkout.open();
    api.setStock(sofa, 1);
    const outcome = checkout.proceed();
    checkout.close();
    await clock.runAll();
    expect((await outcome).kind).toBe('stock-changed');
    expect(checkout.current).toEqual({ busy: false, notice: null });
  });
});

describe('/buy and /m/buy go straight on to checkout once the cart is known', () => {
  it("waits for a customer's cart from the server, then proceeds once", async () => {
    const { clock, checkout, starter, navigation } = open([sofa]);
    checkout.open({ proceedOnArrival: true });
    await settle();
    expect(starter.started).toEqual([]);
    await clock.runAll();
    expect(starter.started).toHaveLength(1);
    expect(navigation.visits).toEqual([{ path: '/checkout', replace: false }]);
  });

  it("a guest's cart is known at once: the guest is sent to log in", async () => {
    const { clock, checkout, navigation } = open([sofa], { loggedIn: false });
    checkout.open({ proceedOnArrival: true });
    await clock.runAll();
    expect(navigation.visits).toEqual([{ path: '/login?redirect=%2Fcheckout', replace: false }]);
  });

  it('an empty cart stays on the page; a cart page without arrival, or one left before the cart was known, never proceeds', async () => {
    const empty = open([]);
    empty.checkout.open({ proceedOnArrival: true });
    await empty.clock.runAll();
    expect(empty.navigation.visits).toEqual([]);

    const plain = open([sofa]);
    plain.checkout.open();
    await plain.clock.runAll();
    expect(plain.navigation.visits).toEqual([]);

    const left = open([sofa]);
    left.checkout.open({ proceedOnArrival: true });
    left.checkout.close();
    await left.clock.runAll();
    expect(left.navigation.visits).toEqual([]);
  });

  it('a page opened again (React runs effects twice in development) proceeds once', async () => {
    const { clock, checkout, starter } = open([sofa]);
    await clock.runAll();
    checkout.open({ proceedOnArrival: true });
    checkout.close();
    checkout.open({ proceedOnArrival: true });
    await clock.runAll();
    expect(starter.started).toHaveLength(1);
  });

  const statuses: ServerCartStatus[] = [{ status: 'guest' }, { status: 'loading' }, { status: 'loaded' }, { status: 'failed', failure: new StoreFailure('network', 'GET more/transaction/cart', 'offline') }];
  const anyCartState = fc.record({ server: fc.constantFrom(...statuses), lines: fc.nat({ max: 2 }) }).map(({ server, lines }): ShoppingCartState => {
    const cart = { ...emptyCart, lines: [sofa, lamp].slice(0, lines) };
    return { lines: cart.lines, note: '', totals: cartTotals(cart), outcome: null, serverCart: server, save: { status: 'saved' } };
  });

  it('PROPERTY: whatever the cart goes through, it proceeds at most once, and exactly once when the cart was ever known with lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyCartState, { minLength: 1, maxLength: 8 }), async (sequence) => {
        const cartStates = new BehaviorSubject(sequence[0]!);
        const cart = {
          state$: cartStates.asObservable(),
          get current() {
            return cartStates.getValue();
          },
          checkStock: () => Promise.resolve({ kind: 'stock-checked' as const, removed: [], reduced: [] }),
          remove: () => undefined,
        };
        const checkout = new CartCheckout(cart, { isLoggedIn: true }, new RecordingStarter(), new RecordingNavigation());
        let presses = 0;
        checkout.state$.subscribe((state) => (presses += state.busy ? 1 : 0));
        checkout.open({ proceedOnArrival: true });
        for (const state of sequence.slice(1)) {
          cartStates.next(state);
          await settle();
        }
        await settle();
        expect(presses).toBe(sequence.some(proceedsOnArrival) ? 1 : 0);
      }),
    );
  });
});

describe('whether the cart page shows the cart', () => {
  it("shows a guest's, a loaded or a failed cart, and lines however they came; a customer's cart still loading with nothing yet is the skeleton", () => {
    expect(isCartShown({ serverCart: { status: 'guest' }, lines: [] })).toBe(true);
    expect(isCartShown({ serverCart: { status: 'loaded' }, lines: [] })).toBe(true);
    expect(isCartShown({ serverCart: { status: 'loading' }, lines: [sofa] })).toBe(true);
    expect(isCartShown({ serverCart: { status: 'loading' }, lines: [] })).toBe(false);
  });
});
