import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { type Cart, emptyCart } from './cart';
import { cartLineKey } from './cart-line';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine, anItemToAdd } from './fakes';
import { CART_SAVE_DEBOUNCE_MS, ShoppingCart } from './shopping-cart';
import type { ShoppingCartState } from './shopping-cart-state';
import { VirtualClock, settle } from './virtual-time.fixture';

interface Setup {
  loggedIn?: boolean;
  server?: Cart;
  guest?: Cart | null;
  /** Virtual milliseconds every API answer takes. */
  latency?: number;
  /** The first load of the server cart fails. */
  failLoad?: boolean;
}

const setup = (options: Setup = {}) => {
  const clock = new VirtualClock();
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryCartApi(options.server ?? emptyCart, options.latency ? { scheduler: clock.scheduler, ms: options.latency } : null);
  if (options.failLoad) api.failNext(1, 'server', LOAD);
  const guestStore = new InMemoryGuestCartStore(options.guest ?? null);
  const cart = new ShoppingCart(api, guestStore, auth, clock.scheduler);
  return { clock, auth, api, guestStore, cart };
};

const LOAD = 'GET more/transaction/cart';
const SAVE = 'POST more/transaction/cart';
const cartOf = (state: ShoppingCartState): Cart => ({ lines: state.lines, note: state.note });
const saves = (api: InMemoryCartApi) => api.calls.filter((call) => call === SAVE).length;

const sofa = anItemToAdd({ variantId: 1, nameLong: 'Sofa L Minimalis', validStock: 5 });
const sofaKey = cartLineKey(sofa);
const table = anItemToAdd({ variantId: 2, nameLong: 'Meja Kopi Bulat', validStock: 5 });
const tableKey = cartLineKey(table);

describe('ShoppingCart for a guest: "Guests keep the cart locally" (document 1 §4)', () => {
  it('starts from the cart kept in the browser, and calls no server', async () => {
    const kept: Cart = { lines: [aCartLine({ variantId: 1, quantity: 2 })], note: 'Pagi' };
    const { cart, api } = setup({ guest: kept });
    await settle();
    expect(cartOf(cart.current)).toEqual(kept);
    expect(cart.current.serverCart).toEqual({ status: 'guest' });
    expect(cart.current.totals.allUnits).toBe(2);
    expect(api.calls).toEqual([]);
  });

  it('writes every change to the browser at once', () => {
    const { cart, guestStore, api } = setup();
    cart.add({ ...sofa, quantity: 2 });
    expect(guestStore.stored).toEqual(cartOf(cart.current));
    cart.setNote('Tolong telepon dulu');
    expect(guestStore.stored?.note).toBe('Tolong telepon dulu');
    cart.remove(sofaKey);
    expect(guestStore.stored).toEqual({ lines: [], note: 'Tolong telepon dulu' });
    expect(cart.current.save).toEqual({ status: 'saved' });
    expect(api.calls).toEqual([]);
  });

  it('marks the cart unsaved when the browser refuses, and stores it on the next change or flush', async () => {
    const { cart, guestStore } = setup();
    guestStore.failSaves = true;
    cart.add(sofa);
    expect(cart.current.save).toMatchObject({ status: 'failed', failure: { call: 'local guest cart' } });
    expect(cart.current.lines).toHaveLength(1);
    guestStore.failSaves = false;
    await cart.flush();
    expect(guestStore.stored).toEqual(cartOf(cart.current));
    expect(cart.current.save).toEqual({ status: 'saved' });
    await cart.flush();
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('does not check stock for a guest: check-stock is a more/ call, which needs login (document 2 §6)', async () => {
    const { cart, api } = setup();
    cart.add(sofa);
    expect(await cart.checkStock()).toEqual({ kind: 'stock-check-needs-login' });
    expect(cart.current.outcome).toEqual({ kind: 'stock-check-needs-login' });
    expect(api.calls).toEqual([]);
    await cart.reload();
    expect(api.calls).toEqual([]);
  });
});

describe('ShoppingCart for a customer: "saved to the server about 250 ms after a change" (document 1 §4, document 2 §9)', () => {
  it('loads the server cart at start when already logged in', async () => {
    const server: Cart = { lines: [aCartLine({ variantId: 9, quantity: 3 })], note: 'Lantai 2' };
    const { cart, api } = setup({ loggedIn: true, server });
    expect(cart.current.serverCart).toEqual({ status: 'loading' });
    await settle();
    expect(cart.current.serverCart).toEqual({ status: 'loaded' });
    expect(cartOf(cart.current)).toEqual(server);
    expect(api.calls).toEqual([LOAD]);
  });

  it('sends nothing at 249 ms and the cart at 250 ms', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    expect(cart.current.save).toEqual({ status: 'pending' });
    await clock.advanceTo(CART_SAVE_DEBOUNCE_MS - 1);
    expect(saves(api)).toBe(0);
    await clock.advanceTo(CART_SAVE_DEBOUNCE_MS);
    expect(api.saves).toEqual([cartOf(cart.current)]);
    expect(cart.current.save).toEqual({ status: 'saved' });
    expect(CART_SAVE_DEBOUNCE_MS).toBe(250);
  });

  it('a change at 200 ms restarts the wait: one save, at 450 ms, of the latest cart', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    await clock.advanceTo(200);
    cart.increase(sofaKey);
    await clock.advanceTo(449);
    expect(saves(api)).toBe(0);
    await clock.advanceTo(450);
    expect(api.saves).toHaveLength(1);
    expect(api.saves[0]?.lines[0]?.quantity).toBe(2);
  });

  it('flush sends a waiting save at once, and the wait that follows sends nothing more', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    await clock.advanceTo(100);
    await cart.flush();
    expect(api.saves).toEqual([cartOf(cart.current)]);
    expect(cart.current.save).toEqual({ status: 'saved' });
    await clock.advanceTo(1000);
    expect(api.saves).toHaveLength(1);
  });

  it('flush with nothing to save sends nothing', async () => {
    const { cart, api } = setup({ loggedIn: true });
    await settle();
    await cart.flush();
    expect(saves(api)).toBe(0);
  });

  it('a command that changes nothing is not saved, but its outcome is shown', async () => {
    const { cart, api, clock } = setup({ loggedIn: true, server: { lines: [aCartLine({ variantId: 1, validStock: 1 })], note: '' } });
    await settle();
    cart.select(sofaKey);
    cart.setNote('');
    expect(cart.increase(sofaKey)).toEqual({ kind: 'capped-at-stock', key: sofaKey, quantity: 1 });
    expect(cart.current.outcome).toEqual({ kind: 'capped-at-stock', key: sofaKey, quantity: 1 });
    await clock.advanceTo(1000);
    expect(saves(api)).toBe(0);
    cart.decrease(sofaKey);
    expect(cart.current.outcome).toBeNull();
  });

  it('sends saves one after another, the latest cart last, never two at once', async () => {
    const { cart, api, clock } = setup({ loggedIn: true, latency: 400 });
    await clock.advanceTo(400);
    cart.add(sofa);
    await clock.advanceTo(650); // save 1 leaves at 650 and is answered at 1050
    expect(api.savesInFlight).toBe(1);
    expect(cart.current.save).toEqual({ status: 'saving' });
    cart.add(table);
    expect(cart.current.save).toEqual({ status: 'pending' });
    await clock.advanceTo(1000); // the debounce fired at 900, while save 1 was on its way
    expect(api.saves).toHaveLength(1);
    await clock.advanceTo(1050);
    expect(api.saves).toHaveLength(2);
    expect(cart.current.save).toEqual({ status: 'saving' });
    await clock.runAll();
    expect(api.maxSavesInFlight).toBe(1);
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('a change while a save is on its way stays pending when that save returns', async () => {
    const { cart, api, clock } = setup({ loggedIn: true, latency: 100 });
    await clock.advanceTo(100);
    cart.add(sofa);
    await clock.advanceTo(350);
    cart.add(table);
    await clock.advanceTo(450);
    expect(api.saves).toHaveLength(1);
    expect(cart.current.save).toEqual({ status: 'pending' });
    await clock.runAll();
    expect(api.serverCart).toEqual(cartOf(cart.current));
  });

  it('flush during a save waits for it, then sends the latest cart, and resolves when both are done', async () => {
    const { cart, api, clock } = setup({ loggedIn: true, latency: 100 });
    await clock.advanceTo(100);
    cart.add(sofa);
    await clock.advanceTo(350);
    cart.add(table);
    let flushed = false;
    void cart.flush().then(() => (flushed = true));
    await clock.advanceTo(449);
    expect(api.saves).toHaveLength(1);
    expect(flushed).toBe(false);
    await clock.advanceTo(450);
    expect(api.saves).toHaveLength(2);
    await clock.advanceTo(550);
    expect(flushed).toBe(true);
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(api.maxSavesInFlight).toBe(1);
  });

  it('a failed save keeps the cart, marks it unsaved, and is retried on the next change', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    api.failNext(1, 'server');
    await clock.advanceTo(250);
    expect(cart.current.save).toMatchObject({ status: 'failed', failure: { kind: 'server', call: 'POST more/transaction/cart' } });
    expect(cart.current.lines).toHaveLength(1);
    expect(api.serverCart).toEqual(emptyCart);
    cart.add(table);
    await clock.advanceTo(500);
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(api.serverCart.lines).toHaveLength(2);
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('a failed save is retried by flush', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    api.failNext(1, 'network');
    await clock.advanceTo(250);
    expect(cart.current.save.status).toBe('failed');
    await cart.flush();
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('a save that fails while a newer change waits sends that change at once', async () => {
    const { cart, api, clock } = setup({ loggedIn: true, latency: 100 });
    await clock.advanceTo(100);
    cart.add(sofa);
    api.failNext(1);
    await clock.advanceTo(350);
    cart.add(table);
    void cart.flush();
    await clock.advanceTo(450);
    expect(api.saves).toHaveLength(2);
    await clock.runAll();
    expect(api.serverCart).toEqual(cartOf(cart.current));
  });

  it('does not save before the server cart has loaded, then merges what the shopper did meanwhile', async () => {
    const server: Cart = { lines: [aCartLine({ variantId: 9 })], note: '' };
    const { cart, api, clock } = setup({ loggedIn: true, server, latency: 600 });
    cart.add(sofa);
    await clock.advanceTo(599);
    expect(saves(api)).toBe(0);
    await clock.advanceTo(600);
    expect(cart.current.lines.map((line) => line.variantId)).toEqual([9, 1]);
    await clock.runAll();
    expect(api.serverCart).toEqual(cartOf(cart.current));
  });

  it('keeps changes but saves nothing while the server cart failed to load; reload merges them and saves', async () => {
    const server: Cart = { lines: [aCartLine({ variantId: 9 })], note: '' };
    const { cart, api, clock } = setup({ loggedIn: true, server, failLoad: true });
    await settle();
    expect(cart.current.serverCart).toMatchObject({ status: 'failed', failure: { call: 'GET more/transaction/cart' } });
    cart.add(sofa);
    await clock.advanceTo(1000);
    await cart.flush();
    expect(saves(api)).toBe(0);
    await cart.reload();
    expect(cart.current.serverCart).toEqual({ status: 'loaded' });
    expect(api.serverCart.lines.map((line) => line.variantId)).toEqual([9, 1]);
    await cart.reload();
    expect(api.calls.filter((call) => call === LOAD)).toHaveLength(2);
  });

  it('reports what add did: added, capped at valid stock, refused when out of stock', async () => {
    const { cart } = setup({ loggedIn: true });
    await settle();
    expect(cart.add({ ...sofa, quantity: 2 })).toEqual({ kind: 'added', key: sofaKey, quantity: 2 });
    expect(cart.add({ ...sofa, quantity: 9 })).toEqual({ kind: 'capped-at-stock', key: sofaKey, quantity: 5 });
    expect(cart.add({ ...table, validStock: 0 })).toEqual({ kind: 'refused-out-of-stock', key: tableKey });
    expect(cart.current.outcome).toEqual({ kind: 'refused-out-of-stock', key: tableKey });
    expect(cart.current.lines).toHaveLength(1);
  });

  it('runs every cart action and saves the result', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add({ ...sofa, quantity: 3 });
    cart.add(table);
    cart.decrease(sofaKey);
    cart.deselect(tableKey);
    expect(cart.current.totals).toMatchObject({ selectedUnits: 2, allUnits: 3, allSelected: false });
    cart.selectAll();
    expect(cart.current.totals.allSelected).toBe(true);
    cart.deselectAll();
    cart.select(sofaKey);
    expect(cart.buyNow(anItemToAdd({ variantId: 3 }))).toMatchObject({ kind: 'added' });
    expect(cart.current.lines.map((line) => line.selected)).toEqual([false, false, true]);
    cart.setNote('Kirim ke kantor');
    await clock.advanceTo(250);
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(api.serverCart.note).toBe('Kirim ke kantor');
  });

  it('"When the cart is emptied after an order, the note is cleared too"', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.add(sofa);
    cart.setNote('Rumah pagar hijau');
    cart.clearAfterOrder();
    expect(cartOf(cart.current)).toEqual(emptyCart);
    await clock.advanceTo(250);
    expect(api.serverCart).toEqual(emptyCart);
  });

  it('stops saving once disposed', async () => {
    const { cart, api, clock } = setup({ loggedIn: true });
    await settle();
    cart.dispose();
    cart.add(sofa);
    await clock.advanceTo(1000);
    expect(saves(api)).toBe(0);
  });
});

describe('ShoppingCart stock check: "A stock check failure removes the line if its quantity is 1, else decreases it by one"', () => {
  const loaded = async (server: Cart) => {
    const context = setup({ loggedIn: true, server });
    await settle();
    return context;
  };

  it('checks the selected lines and applies each failure', async () => {
    const wardrobe = aCartLine({ variantId: 1, quantity: 1, nameLong: 'Lemari Pakaian' });
    const shelf = aCartLine({ variantId: 2, quantity: 3, nameLong: 'Rak Buku' });
    const chair = aCartLine({ variantId: 3, quantity: 2 });
    const stool = aCartLine({ variantId: 4, quantity: 5, selected: false });
    const { cart, api, clock } = await loaded({ lines: [wardrobe, shelf, chair, stool], note: '' });
    api.setStock({ variantId: 1 }, 0);
    api.setStock({ variantId: 2 }, 1);
    api.setStock({ variantId: 4 }, 0);
    const outcome = await cart.checkStock();
    expect(outcome).toEqual({
      kind: 'stock-checked',
      removed: [{ key: cartLineKey(wardrobe), name: 'Lemari Pakaian' }],
      reduced: [{ key: cartLineKey(shelf), name: 'Rak Buku', quantity: 2 }],
    });
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity])).toEqual([[2, 2], [3, 2], [4, 5]]);
    expect(cart.current.outcome).toEqual(outcome);
    await clock.advanceTo(250);
    expect(api.serverCart).toEqual(cartOf(cart.current));
  });

  it('reports all passed when no line fails, and calls nothing when nothing is selected', async () => {
    const { cart, api } = await loaded({ lines: [aCartLine({ selected: false })], note: '' });
    expect(await cart.checkStock()).toEqual({ kind: 'stock-checked', removed: [], reduced: [] });
    expect(api.calls).not.toContain('POST more/transaction/cart/check-stock');
    cart.selectAll();
    expect(await cart.checkStock()).toEqual({ kind: 'stock-checked', removed: [], reduced: [] });
    expect(api.calls).toContain('POST more/transaction/cart/check-stock');
  });

  it('shows a failed check call as an outcome and leaves the cart alone', async () => {
    const { cart, api } = await loaded({ lines: [aCartLine()], note: '' });
    api.failNext(1, 'network');
    const outcome = await cart.checkStock();
    expect(outcome).toMatchObject({ kind: 'stock-check-error', failure: { kind: 'network', call: 'POST more/transaction/cart/check-stock' } });
    expect(cart.current.lines).toHaveLength(1);
  });
});

describe('ShoppingCart at login: merges the guest cart into the server cart, nothing lost', () => {
  const guestCart: Cart = { lines: [aCartLine({ variantId: 1, quantity: 2 }), aCartLine({ variantId: 2, quantity: 1 })], note: 'Dari tamu' };
  const serverCart: Cart = { lines: [aCartLine({ variantId: 2, quantity: 3 }), aCartLine({ variantId: 7 })], note: '' };

  it('loads the server cart, merges, saves at once, and only then clears the guest store', async () => {
    const { cart, api, auth, guestStore, clock } = setup({ guest: guestCart, server: serverCart, latency: 50 });
    auth.signIn('token-1', aUser());
    const done = cart.afterLogin();
    await clock.advanceTo(50);
    expect(api.calls).toEqual([LOAD, SAVE]);
    expect(guestStore.stored).toEqual(guestCart);
    await clock.advanceTo(100);
    await done;
    expect(guestStore.stored).toBeNull();
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity])).toEqual([[2, 3], [7, 1], [1, 2]]);
    expect(api.serverCart).toEqual(cartOf(cart.current));
    expect(api.serverCart.note).toBe('Dari tamu');
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('keeps the guest cart when the merged save fails, and clears it once a later save succeeds', async () => {
    const { cart, api, auth, guestStore, clock } = setup({ guest: guestCart, server: serverCart });
    auth.signIn('token-1', aUser());
    api.failNext(2, 'server', LOAD);
    await cart.afterLogin(); // the load fails
    expect(cart.current.serverCart.status).toBe('failed');
    expect(guestStore.stored).toEqual(guestCart);
    expect(cartOf(cart.current)).toEqual(guestCart);

    await cart.reload(); // load fails again
    expect(guestStore.stored).toEqual(guestCart);

    api.failNext(1, 'server', SAVE);
    await cart.reload(); // the load succeeds, the merged save fails
    expect(cart.current.serverCart).toEqual({ status: 'loaded' });
    expect(cart.current.save.status).toBe('failed');
    expect(guestStore.stored).toEqual(guestCart);

    cart.increase(cartLineKey(aCartLine({ variantId: 7 })));
    await clock.advanceTo(250);
    expect(guestStore.stored).toBeNull();
    for (const line of guestCart.lines) {
      expect(api.serverCart.lines.find((it) => it.variantId === line.variantId)?.quantity).toBeGreaterThanOrEqual(line.quantity);
    }
  });

  it('clears an empty guest cart without a save when there is nothing to merge', async () => {
    const { cart, api, auth, guestStore } = setup({ guest: emptyCart, server: serverCart });
    auth.signIn('token-1', aUser());
    await cart.afterLogin();
    expect(guestStore.stored).toBeNull();
    expect(cartOf(cart.current)).toEqual(serverCart);
    expect(saves(api)).toBe(0);
  });

  it('merges a guest cart left over from an earlier failed merge when the page opens logged in', async () => {
    const { cart, api, guestStore } = setup({ loggedIn: true, guest: guestCart, server: serverCart });
    await settle();
    expect(guestStore.stored).toBeNull();
    expect(api.serverCart.lines.map((line) => line.variantId)).toEqual([2, 7, 1]);
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('a second afterLogin while the first is loading waits for the same load', async () => {
    const { cart, api, auth, clock } = setup({ server: serverCart, latency: 100 });
    auth.signIn('token-1', aUser());
    const first = cart.afterLogin();
    const second = cart.afterLogin();
    await clock.runAll();
    await Promise.all([first, second]);
    expect(api.calls.filter((call) => call === LOAD)).toHaveLength(1);
  });
});

describe('ShoppingCart at logout: "Logout clears … cart" (document 1 §4)', () => {
  it('empties the cart in memory; the server keeps the customer\'s cart', async () => {
    const server: Cart = { lines: [aCartLine({ variantId: 9 })], note: 'x' };
    const { cart, api, auth, clock, guestStore } = setup({ loggedIn: true, server });
    await settle();
    auth.clearUser();
    cart.clearOnLogout();
    expect(cartOf(cart.current)).toEqual(emptyCart);
    expect(cart.current).toMatchObject({ serverCart: { status: 'guest' }, save: { status: 'saved' }, outcome: null });
    await clock.advanceTo(1000);
    expect(api.serverCart).toEqual(server);
    expect(saves(api)).toBe(0);
    cart.add(sofa);
    expect(guestStore.stored?.lines).toHaveLength(1);
    expect(saves(api)).toBe(0);
  });

  it('drops a save still waiting, and ignores answers to calls made before logout', async () => {
    const { cart, api, auth, clock } = setup({ loggedIn: true, latency: 100 });
    await clock.advanceTo(100);
    cart.add(sofa);
    await clock.advanceTo(350); // the save leaves, answered at 450
    cart.add(table); // waits for the debounce
    auth.clearUser();
    cart.clearOnLogout();
    await clock.runAll();
    expect(api.saves).toHaveLength(1);
    expect(cart.current).toMatchObject({ lines: [], serverCart: { status: 'guest' }, save: { status: 'saved' } });
  });

  it('ignores a failed save answered after logout', async () => {
    const { cart, api, auth, clock } = setup({ loggedIn: true, latency: 100 });
    await clock.advanceTo(100);
    cart.add(sofa);
    api.failNext(1);
    await clock.advanceTo(350); // the save leaves, answered (failed) at 450
    expect(cart.current.save).toEqual({ status: 'saving' });
    auth.clearUser();
    cart.clearOnLogout();
    await clock.runAll();
    expect(cart.current.save).toEqual({ status: 'saved' });
  });

  it('ignores a server cart that arrives after logout, loaded or failed', async () => {
    for (const failLoad of [false, true]) {
      const { cart, auth, clock } = setup({ loggedIn: true, server: { lines: [aCartLine()], note: '' }, latency: 100, failLoad });
      auth.clearUser();
      cart.clearOnLogout();
      await clock.runAll();
      expect(cart.current).toMatchObject({ lines: [], serverCart: { status: 'guest' } });
    }
  });
});
