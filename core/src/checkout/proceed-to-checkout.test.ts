import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { afterLoginPath } from '../session/route-guard';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import type { CartLine } from '../cart/cart-line';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine } from '../cart/fakes';
import { CART_LOGIN_PATH, proceedToCheckout } from './proceed-to-checkout';
import { ShoppingCart } from '../cart/shopping-cart';
import { VirtualClock } from '../cart/virtual-time.fixture';

const open = async (lines: CartLine[], loggedIn = true) => {
  const clock = new VirtualClock();
  const api = new InMemoryCartApi({ lines, note: '' });
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 't', user: aUser() } : null));
  const cart = new ShoppingCart(api, new InMemoryGuestCartStore(loggedIn ? null : { lines, note: '' }), auth, clock.scheduler);
  await clock.runAll();
  return { cart, api, auth };
};

const sofa = aCartLine({ variantId: 1, nameLong: 'Sofa L', quantity: 2 });
const lamp = aCartLine({ variantId: 2, nameLong: 'Lampu Lantai', quantity: 1 });

describe('the cart\'s Checkout: "the stock check before checkout" (issue 11, document 1 §4)', () => {
  it('starts the checkout with the selected lines when every one has stock', async () => {
    const { cart } = await open([sofa, { ...lamp, selected: false }]);
    const started: CartLine[][] = [];
    const outcome = await proceedToCheckout(cart, true, (selected) => started.push([...selected]) > 0);
    expect(outcome).toEqual({ kind: 'started' });
    expect(started.map((lines) => lines.map((line) => line.variantId))).toEqual([[1]]);
  });

  it('a line that failed is reduced by one (or removed at 1), the shopper is told which, and checkout waits', async () => {
    const { cart, api } = await open([sofa, lamp]);
    api.setStock(sofa, 1);
    api.setStock(lamp, 0);
    const outcome = await proceedToCheckout(cart, true, () => true);
    expect(outcome).toEqual({
      kind: 'stock-changed',
      messages: ['Lampu Lantai dihapus dari keranjang karena stoknya tidak mencukupi.', 'Jumlah Sofa L dikurangi menjadi 1 karena stoknya tidak mencukupi.'],
    });
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity])).toEqual([[1, 1]]);
  });

  it('asks for a selection first, sends a guest to log in and on to the checkout, waits for the account\'s cart', async () => {
    const { cart } = await open([{ ...sofa, selected: false }]);
    expect(await proceedToCheckout(cart, true, () => true)).toEqual({ kind: 'nothing-selected', messages: ['Pilih produk yang ingin dibeli terlebih dahulu'] });
    const guest = await open([sofa], false);
    expect(await proceedToCheckout(guest.cart, false, () => true)).toEqual({ kind: 'needs-login', path: CART_LOGIN_PATH });
    expect(CART_LOGIN_PATH).toBe('/login?redirect=%2Fcheckout');
    // The login page's own answer once the guest has logged in: the checkout, not the cart.
    expect(afterLoginPath(CART_LOGIN_PATH.slice(CART_LOGIN_PATH.indexOf('?')))).toBe('/checkout');
    const loading = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })), new VirtualClock().scheduler);
    loading.add({ ...sofa, bundle: [] });
    expect(await proceedToCheckout(loading, true, () => true)).toEqual({ kind: 'cart-not-ready', messages: ['Keranjang di akun Anda masih dimuat. Coba lagi sebentar lagi.'] });
  });

  it('a failed check changes nothing and says so; a session that ended sends the shopper to log in; a busy checkout is said', async () => {
    const { cart, api, auth } = await open([sofa]);
    api.failNext(1, 'network', 'POST more/transaction/cart/check-stock');
    const failed = await proceedToCheckout(cart, true, () => true);
    expect(failed.kind).toBe('check-failed');
    expect(cart.current.lines).toHaveLength(1);
    expect(await proceedToCheckout(cart, true, () => false)).toEqual({ kind: 'checkout-busy', messages: ['Pesanan Anda sedang dibuat. Mohon menunggu..'] });
    expect(await proceedToCheckout(cart, true, () => Promise.resolve(true))).toEqual({ kind: 'started' });
    auth.clearUser();
    auth.clearToken();
    expect(await proceedToCheckout(cart, true, () => true)).toEqual({ kind: 'needs-login', path: CART_LOGIN_PATH });
  });

  it('when the check itself emptied the selection there is nothing to start', async () => {
    const { cart, api } = await open([{ ...lamp, quantity: 1 }]);
    api.setStock(lamp, 0);
    const outcome = await proceedToCheckout(cart, true, () => true);
    expect(outcome.kind).toBe('stock-changed');
    expect(await proceedToCheckout(cart, true, () => true)).toEqual({ kind: 'nothing-selected', messages: ['Pilih produk yang ingin dibeli terlebih dahulu'] });
  });
});
