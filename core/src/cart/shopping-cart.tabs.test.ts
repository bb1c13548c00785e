import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { type Cart, emptyCart } from './cart';
import { cartLineKey } from './cart-line';
import type { CartTabs } from './cart-tabs.port';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine, anItemToAdd } from './fakes';
import { CART_SAVE_DEBOUNCE_MS, CART_SAVE_RETRY_MS, ShoppingCart, saveRetryDelay } from './shopping-cart';
import { VirtualClock, settle } from './virtual-time.fixture';

/** The browser's tabs of one shopper: what one announces, every other one hears at once. */
class SharedTabs {
  private readonly listeners = new Set<{ adopt: (cart: Cart) => void }>();
  /** How often a tab forgot the announced cart (at logout). */
  forgotten = 0;
  /** The browser's slot: the cart last announced by any tab, an earlier page's included. */
  last: Cart | null = null;
  tab(): CartTabs {
    const me = { adopt: (_cart: Cart) => undefined as void };
    return {
      announce: (cart) => {
        this.last = JSON.parse(JSON.stringify(cart)) as Cart;
        for (const other of this.listeners) if (other !== me) other.adopt(JSON.parse(JSON.stringify(cart)) as Cart);
      },
      lastAnnounced: () => this.last,
      listen: (adopt) => {
        me.adopt = adopt;
        this.listeners.add(me);
        return () => this.listeners.delete(me);
      },
      forget: () => {
        this.forgotten++;
        this.last = null;
      },
    };
  }
}

const SAVE = 'POST more/transaction/cart';
const sofa = anItemToAdd({ variantId: 1, nameLong: 'Sofa L Minimalis', validStock: 5 });
const table = anItemToAdd({ variantId: 2, nameLong: 'Meja Kopi Bulat', validStock: 5 });
const cartOf = (cart: ShoppingCart): Cart => ({ lines: cart.current.lines, note: cart.current.note });

const twoTabs = (loggedIn: boolean, server: Cart = emptyCart) => {
  const clock = new VirtualClock();
  const session = new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser() } : null);
  const api = new InMemoryCartApi(server);
  const guestStore = new InMemoryGuestCartStore(null);
  const tabs = new SharedTabs();
  const open = () => {
    const cart = new ShoppingCart(api, guestStore, new AuthStore(session), clock.scheduler);
    cart.connectTabs(tabs.tab());
    return cart;
  };
  return { clock, api, guestStore, tabs, first: open(), second: open() };
};

describe('two tabs of one shopper show the same cart (issue 11: "within a second of a change in either")', () => {
  it('a guest: a change in one tab is the other tab\'s cart at once, and the browser keeps it once', () => {
    const { first, second, guestStore } = twoTabs(false);
    first.add({ ...sofa, quantity: 2 });
    expect(cartOf(second)).toEqual(cartOf(first));
    second.increase(cartLineKey(sofa));
    second.setNote('Lantai 2');
    expect(cartOf(first)).toEqual(cartOf(second));
    expect(first.current.lines[0]?.quantity).toBe(3);
    expect(guestStore.stored).toEqual(cartOf(first));
  });

  it('a customer: the tab that changed the cart saves it; the other shows it and sends nothing', async () => {
    const { first, second, api, clock } = twoTabs(true, { lines: [aCartLine({ variantId: 2, quantity: 1 })], note: '' });
    await clock.runAll();
    const callsBefore = api.calls.length;
    first.add({ ...sofa, quantity: 1 });
    expect(cartOf(second)).toEqual(cartOf(first));
    expect(second.current.save).toEqual({ status: 'saved' });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    await clock.runAll();
    expect(api.calls.slice(callsBefore)).toEqual([SAVE]);
    expect(api.serverCart).toEqual(cartOf(second));
  });

  it('an announced cart obeys the rules of this tab too (a line over its stock is capped)', () => {
    const { second } = twoTabs(false);
    second.adoptFromOtherTab({ lines: [aCartLine({ variantId: 1, quantity: 9, validStock: 3 })], note: '' });
    expect(second.current.lines[0]?.quantity).toBe(3);
  });

  it('a tab connected again listens once, to the newest tabs only', () => {
    const { first, second } = twoTabs(false);
    const other = new SharedTabs();
    second.connectTabs(other.tab());
    first.add({ ...sofa, quantity: 1 });
    expect(second.current.lines).toEqual([]);
  });

  it('hearing its own cart again changes nothing', () => {
    const { first } = twoTabs(false);
    first.add({ ...table, quantity: 1 });
    const before = first.current;
    first.adoptFromOtherTab(cartOf(first));
    expect(first.current).toBe(before);
  });

  it('before this tab has the server\'s cart, an adopted cart is merged into it when it arrives (nothing lost)', async () => {
    const clock = new VirtualClock();
    const api = new InMemoryCartApi({ lines: [aCartLine({ variantId: 2, quantity: 1 })], note: '' }, { scheduler: clock.scheduler, ms: 100 });
    const cart = new ShoppingCart(api, new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })), clock.scheduler);
    cart.adoptFromOtherTab({ lines: [aCartLine({ variantId: 1, quantity: 2 })], note: '' });
    expect(cart.current.serverCart.status).toBe('loading');
    await clock.runAll();
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity]).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    cart.dispose();
  });
});

describe('a page rendered before this browser\'s last save landed shows the cart the browser last held (issue 11: nothing lost)', () => {
  const LOAD = 'GET more/transaction/cart';
  /** A customer's new page whose first load answers `rendered` (the page's snapshot), while the server now holds `now`. */
  const pageAfter = (held: Cart | null, rendered: Cart, now: Cart) => {
    const clock = new VirtualClock();
    const api = new InMemoryCartApi(rendered);
    const tabs = new SharedTabs();
    tabs.last = held;
    const cart = new ShoppingCart(api, new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })), clock.scheduler);
    api.serverCart = rendered;
    const firstLoad = cart.settled().then(() => void (api.serverCart = now));
    return { clock, api, cart, tabs, firstLoad };
  };
  const accountLines = { lines: [aCartLine({ variantId: 2, quantity: 1 })], note: '' };
  const merged = { lines: [aCartLine({ variantId: 2, quantity: 1 }), aCartLine({ variantId: 1, quantity: 2 })], note: '' };

  it('a login\'s merge saved after the server read the cart: the page asks once more and shows every line', async () => {
    const { clock, api, cart, tabs, firstLoad } = pageAfter(merged, accountLines, merged);
    await firstLoad;
    cart.connectTabs(tabs.tab());
    await clock.runAll();
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity]).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cart.current.save).toEqual({ status: 'saved' });
    expect(api.calls).toEqual([LOAD, LOAD]);
    expect(tabs.last).toEqual(cartOf(cart));
  });

  it('a removal saved after the server read the cart stays removed (the server\'s answer is shown, not merged)', async () => {
    const { clock, api, cart, tabs, firstLoad } = pageAfter(accountLines, merged, accountLines);
    await firstLoad;
    cart.connectTabs(tabs.tab());
    await clock.runAll();
    expect(cart.current.lines.map((line) => line.variantId)).toEqual([2]);
    expect(api.calls).not.toContain(SAVE);
  });

  it('the cart this browser last held is the one loaded (prices aside): no second call', async () => {
    const repriced = { lines: [aCartLine({ variantId: 2, quantity: 1, unitPrice: 999 })], note: '' };
    const { clock, api, cart, tabs, firstLoad } = pageAfter(repriced, accountLines, accountLines);
    await firstLoad;
    cart.connectTabs(tabs.tab());
    await clock.runAll();
    expect(api.calls).toEqual([LOAD]);
  });

  it('a shopper who changed the cart before the second answer keeps the change', async () => {
    const { clock, api, cart, tabs, firstLoad } = pageAfter(merged, accountLines, merged);
    await firstLoad;
    cart.connectTabs(tabs.tab());
    cart.add({ ...table, quantity: 1 });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    await clock.runAll();
    expect(cart.current.lines.find((line) => line.variantId === 2)?.quantity).toBe(2);
    expect(api.calls).not.toEqual([LOAD, LOAD]);
  });

  it('a guest\'s page never asks: the guest\'s cart is this browser\'s own', async () => {
    const { clock, api, first } = twoTabs(false);
    await clock.runAll();
    expect(first.current.serverCart.status).toBe('guest');
    expect(api.calls).toEqual([]);
  });
});

describe('a failed save is retried and never silently drops a change (issue 11)', () => {
  const customer = () => {
    const clock = new VirtualClock();
    const api = new InMemoryCartApi();
    const cart = new ShoppingCart(api, new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })), clock.scheduler);
    return { clock, api, cart };
  };

  it('waits 1 s, 2 s, 4 s … at most 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(saveRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(saveRetryDelay(0)).toBe(CART_SAVE_RETRY_MS.first);
  });

  it('sends the whole cart again by itself until the server takes it', async () => {
    const { clock, api, cart } = customer();
    await clock.runAll();
    api.failNext(2, 'network', SAVE);
    cart.add({ ...sofa, quantity: 2 });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    expect(cart.current.save).toMatchObject({ status: 'failed', retryIn: 1_000 });
    await clock.advanceBy(1_000);
    expect(cart.current.save).toMatchObject({ status: 'failed', retryIn: 2_000 });
    await clock.advanceBy(2_000);
    expect(cart.current.save).toEqual({ status: 'saved' });
    expect(api.serverCart).toEqual(cartOf(cart));
    expect(api.calls.filter((call) => call === SAVE)).toHaveLength(3);
  });

  it('a refusal is not retried by itself; the next change sends everything, the refused change included', async () => {
    const { clock, api, cart } = customer();
    await clock.runAll();
    api.failNext(1, 'rejected', SAVE);
    cart.add({ ...sofa, quantity: 1 });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    expect(cart.current.save).toMatchObject({ status: 'failed', retryIn: null });
    await clock.advanceBy(60_000);
    expect(api.calls.filter((call) => call === SAVE)).toHaveLength(1);
    cart.add({ ...table, quantity: 1 });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    await settle();
    expect(api.serverCart.lines.map((line) => line.variantId)).toEqual([1, 2]);
  });

  it('a logout forgets the cart announced to the other tabs: the customer\'s lines and note do not outlive it in the browser', async () => {
    const { clock, first, tabs } = twoTabs(true, { lines: [aCartLine({ variantId: 1 })], note: 'Lantai 2' });
    await clock.runAll();
    first.add({ ...table, quantity: 1 });
    expect(tabs.forgotten).toBe(0);
    first.clearOnLogout();
    expect(tabs.forgotten).toBe(1);
    expect(first.current.lines).toEqual([]);
  });

  it('a logout stops the retries: the next shopper\'s cart is not sent under the last one\'s', async () => {
    const { clock, api, cart } = customer();
    await clock.runAll();
    api.failNext(1, 'server', SAVE);
    cart.add({ ...sofa, quantity: 1 });
    await clock.advanceBy(CART_SAVE_DEBOUNCE_MS);
    cart.clearOnLogout();
    await clock.advanceBy(60_000);
    expect(api.calls.filter((call) => call === SAVE)).toHaveLength(1);
    cart.dispose();
  });
});
