import {
  AuthStore,
  type Cart,
  CartCheckout,
  type CartItemToAdd,
  Checkout,
  InMemorySessionStore,
  RewardShelf,
  CustomerVouchers,
  ShoppingCart,
  addToCart,
  cartLineKey,
  cartTotals,
  decreaseQuantity,
  emptyCart,
  formatRupiah,
  increaseQuantity,
  mergeCarts,
  removeCartLine,
  setAllCartLinesSelected,
  setCartLineSelected,
} from '@more/core';
import { InMemoryCartApi, InMemoryCheckoutApi, InMemoryGuestCartStore, InMemoryPromotionsApi, aUser, anItemToAdd } from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { asapScheduler } from 'rxjs';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ServiceId, Services } from '../../shared/services';
import { ServicesProvider } from '../../shared/services';
import CartPage from './pages/CartPage';

/**
 * Issue 11: "A fast-check model test drives the cart page through random
 * sequences of add, plus, minus, remove, select, login and reload and checks
 * it against core's model." The page is driven as a shopper drives it (its
 * buttons and boxes; "add" is the product page's), over a real ShoppingCart;
 * the model is core's pure cart rules applied to a plain Cart. After every
 * step the page must show exactly the model's lines, quantities, boxes and total.
 */

/** Three products: one with little stock, a flash-sale one (forced to 1), a bundle. */
const catalogue: CartItemToAdd[] = [
  anItemToAdd({ variantId: 1, nameLong: 'Sofa Sudut Arka', unitPrice: 4_000_000, normalPrice: 4_500_000, validStock: 3 }),
  anItemToAdd({ variantId: 2, nameLong: 'Kursi Makan Jati', unitPrice: 750_000, normalPrice: 750_000, validStock: 9, flashSale: { price: 750_000, endsAt: null } }),
  anItemToAdd({
    variantId: 3,
    nameLong: 'Paket Ruang Makan',
    unitPrice: 6_000_000,
    normalPrice: 7_000_000,
    validStock: 5,
    bundle: [{ variantId: 30, name: 'Kursi', quantityPerBundle: 4 }],
  }),
];

type Step =
  | { readonly kind: 'add'; readonly product: number; readonly quantity: number }
  | { readonly kind: 'plus' | 'minus' | 'remove' | 'toggle'; readonly row: number }
  | { readonly kind: 'toggle-all' | 'login' | 'reload' };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constantFrom('plus' as const, 'minus' as const, 'remove' as const, 'toggle' as const), row: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constantFrom('toggle-all' as const, 'login' as const, 'reload' as const) }),
);

/** The browser and the server, which outlive a reload. */
class World {
  readonly session = new InMemorySessionStore(null);
  readonly guestStore = new InMemoryGuestCartStore(null);
  /** The account's cart on the server: one line the guest never had. */
  readonly api = new InMemoryCartApi({ lines: [{ ...anItemToAdd({ variantId: 4, nameLong: 'Lampu Lantai Rotan', validStock: 6, quantity: 2 }), selected: true, bundle: [] }], note: '' });
  cart!: ShoppingCart;
  auth!: AuthStore;
  private view: ReturnType<typeof render> | null = null;

  async open(): Promise<void> {
    this.view?.unmount();
    this.cart?.dispose();
    this.auth = new AuthStore(this.session);
    this.cart = new ShoppingCart(this.api, this.guestStore, this.auth, asapScheduler);
    const checkout = new Checkout(new InMemoryCheckoutApi(), () => 'key', { go: () => undefined }, { storedDeviceType: () => null });
    const shelf = new RewardShelf(new InMemoryPromotionsApi(), this.auth);
    const starter = { start: (items: Parameters<Checkout['start']>[0], note: string) => Promise.resolve(checkout.start(items, note)) };
    const instances = new Map<ServiceId<unknown>, unknown>([
      [ShoppingCart, this.cart],
      [AuthStore, this.auth],
      [Checkout, checkout],
      [CartCheckout, new CartCheckout(this.cart, this.auth, starter, { go: () => undefined })],
      [RewardShelf, shelf],
      [CustomerVouchers, new CustomerVouchers(new InMemoryCheckoutApi())],
    ]);
    const services: Services = { get: <T,>(id: ServiceId<T>) => instances.get(id) as T };
    await act(async () => {
      this.view = render(
        <ServicesProvider services={services}>
          <Router hook={memoryLocation({ path: '/cart' }).hook}>
            <CartPage params={{}} />
          </Router>
        </ServicesProvider>,
      );
      await settled(this.cart);
    });
  }

  close(): void {
    this.view?.unmount();
    this.cart.dispose();
  }
}

/** Waits for the cart's load and saves (asap scheduler: the debounce passes at once). */
const settled = async (cart: ShoppingCart) => {
  for (let turn = 0; turn < 5; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cart.flush();
  }
};

const rows = () => screen.queryAllByTestId('cart-line');

const shown = () =>
  rows().map((row) => ({
    name: within(row).getByTestId('cart-line-name').textContent,
    quantity: Number(within(row).getByTestId('cart-line-quantity').textContent),
    selected: within(row).getByTestId<HTMLInputElement>('cart-line-select').checked,
  }));

const expected = (model: Cart) => model.lines.map((line) => ({ name: line.nameLong, quantity: line.quantity, selected: line.selected }));

describe('the cart page against core\'s cart model (fast-check)', () => {
  test('any sequence of add, plus, minus, remove, select, login and reload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 14 }), async (plan) => {
        const world = new World();
        await world.open();
        let model: Cart = emptyCart;
        try {
          for (const step of plan) {
            const lines = rows();
            const at = (row: number) => lines[row % Math.max(1, lines.length)];
            const keyAt = (row: number) => {
              const line = model.lines[row % Math.max(1, model.lines.length)];
              return line ? cartLineKey(line) : null;
            };
            switch (step.kind) {
              case 'add': {
                const item = { ...catalogue[step.product]!, quantity: step.quantity };
                act(() => void world.cart.add(item));
                model = addToCart(model, item).cart;
                break;
              }
              case 'plus':
              case 'minus':
              case 'remove':
              case 'toggle': {
                const row = at(step.row);
                const key = keyAt(step.row);
                if (!row || !key) break;
                const testId = { plus: 'cart-line-increase', minus: 'cart-line-decrease', remove: 'cart-line-remove', toggle: 'cart-line-select' }[step.kind];
                const control = within(row).getByTestId(testId);
                // A disabled "−" is not pressable by a shopper; the model then changes nothing either.
                if (!(control as HTMLButtonElement).disabled) act(() => void fireEvent.click(control));
                const line = model.lines.find((candidate) => cartLineKey(candidate) === key)!;
                if (step.kind === 'plus') model = increaseQuantity(model, key).cart;
                if (step.kind === 'minus') model = decreaseQuantity(model, key);
                if (step.kind === 'remove') model = removeCartLine(model, key);
                if (step.kind === 'toggle') model = setCartLineSelected(model, key, !line.selected);
                break;
              }
              case 'toggle-all': {
                if (model.lines.length === 0) break;
                act(() => void fireEvent.click(screen.getByTestId('cart-select-all')));
                model = setAllCartLinesSelected(model, !cartTotals(model).allSelected);
                break;
              }
              case 'login': {
                if (world.auth.isLoggedIn) break;
                const account = world.api.serverCart;
                await act(async () => {
                  world.auth.signIn('token-1', aUser());
                  await world.cart.afterLogin();
                  await settled(world.cart);
                });
                // "on login the guest cart is merged into the account's cart with no line and no unit lost"
                model = mergeCarts(account, model);
                break;
              }
              case 'reload': {
                await act(async () => settled(world.cart));
                await world.open();
                break;
              }
            }
            await act(async () => settled(world.cart));
            expect(shown()).toEqual(expected(model));
            if (model.lines.length > 0) {
              expect(screen.getByTestId('cart-subtotal').textContent).toBe(formatRupiah(cartTotals(model).subtotal));
            } else {
              expect(screen.getByTestId('cart-empty')).toBeTruthy();
            }
          }
        } finally {
          world.close();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
