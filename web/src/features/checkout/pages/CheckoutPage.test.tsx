import {
  AuthStore,
  Checkout,
  CheckoutAddressBook,
  SavedAddresses,
  SavedDropshippers,
  CheckoutFromCart,
  CheckoutOptions,
  CheckoutShipping,
  InMemorySessionStore,
  ShoppingCart,
} from '@more/core';
import {
  InMemoryAddressBook,
  InMemoryCartApi,
  InMemoryCheckoutApi,
  InMemoryDeviceTypeStore,
  InMemoryDropshipperBook,
  InMemoryGuestCartStore,
  aCartLine,
  aUser,
  anAddress,
} from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTimeScheduler, asapScheduler } from 'rxjs';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../../shared/services';
import { testServices } from '../../../shared/services.fixture';
import CheckoutPage from './CheckoutPage';

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A customer opening /checkout with no checkout under way: its items come from the account's cart. */
const setup = ({ selected = true, cartFails = false } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() }));
  // The server answers the account's cart when the test lets it.
  const server = new VirtualTimeScheduler();
  const cartApi = new InMemoryCartApi({ lines: [aCartLine({ variantId: 101, quantity: 2, selected })], note: '' }, { scheduler: server, ms: 100 });
  if (cartFails) cartApi.failNext(1, 'network', 'GET more/transaction/cart');
  const cart = new ShoppingCart(cartApi, new InMemoryGuestCartStore(null), auth, asapScheduler);
  const api = new InMemoryCheckoutApi();
  const checkout = new Checkout(api, () => 'kunci', { go: () => undefined }, new InMemoryDeviceTypeStore('Browser'));
  const options = new CheckoutOptions(api);
  const book = new CheckoutAddressBook(new SavedAddresses(new InMemoryAddressBook([anAddress({ id: 7 })])), new SavedDropshippers(new InMemoryDropshipperBook()));
  const services = testServices([
    [ShoppingCart, cart],
    [AuthStore, auth],
    [Checkout, checkout],
    [CheckoutFromCart, new CheckoutFromCart(cart, checkout)],
    [CheckoutOptions, options],
    [CheckoutAddressBook, book],
    [CheckoutShipping, new CheckoutShipping(checkout, book, options)],
  ]);
  const show = () =>
    act(async () => {
      render(
        <ServicesProvider services={services}>
          <Router hook={memoryLocation({ path: '/checkout' }).hook}>
            <CheckoutPage params={{}} />
          </Router>
        </ServicesProvider>,
      );
      await settle();
    });
  const answer = () =>
    act(async () => {
      server.flush();
      await settle();
    });
  return { cart, checkout, show, answer };
};

describe("/checkout shows core's CheckoutFromCart", () => {
  test("waits for the account's cart, then shows the shipping step of its selected lines", async () => {
    const { checkout, show, answer } = setup();
    await show();
    expect(screen.getByRole('status', { name: 'Memuat checkout' })).toBeTruthy();
    await answer();
    expect(checkout.current.order.items).toEqual([{ variantId: 101, quantity: 2, comboId: null }]);
    expect((await screen.findByTestId('checkout')).getAttribute('data-step')).toBe('shipping');
  });

  test('a cart with nothing selected says the checkout is empty', async () => {
    const { show, answer } = setup({ selected: false });
    await show();
    await answer();
    expect(screen.getByTestId('checkout-empty').textContent).toContain('Keranjang belanja kosong');
  });

  test('a cart that could not be loaded is the page\'s heading, with "Coba Lagi" that loads it again', async () => {
    const { checkout, show, answer } = setup({ cartFails: true });
    await show();
    await answer();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Keranjang belum dapat dimuat.');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' })));
    await answer();
    expect(checkout.current.order.items).toHaveLength(1);
    expect(await screen.findByTestId('checkout')).toBeTruthy();
  });
});
