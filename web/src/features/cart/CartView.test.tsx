import { AuthStore, CartCheckout, type CartLine, type CheckoutItem, CustomerVouchers, InMemorySessionStore, RecordingNavigation, RewardShelf, ShoppingCart } from '@more/core';
import { InMemoryCartApi, InMemoryCheckoutApi, InMemoryGuestCartStore, InMemoryPromotionsApi, aCartLine, aUser } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { asapScheduler } from 'rxjs';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import BuyPage from './pages/BuyPage';
import CartPage from './pages/CartPage';

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const sofa = aCartLine({ variantId: 1, nameLong: 'Sofa L', quantity: 1 });

const setup = ({ loggedIn, lines = [sofa] }: { readonly loggedIn: boolean; readonly lines?: readonly CartLine[] }) => {
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 't', user: aUser() } : null));
  const api = new InMemoryCartApi({ lines, note: '' });
  const cart = new ShoppingCart(api, new InMemoryGuestCartStore(loggedIn ? null : { lines: [sofa], note: '' }), auth, asapScheduler);
  const started: (readonly CheckoutItem[])[] = [];
  const navigation = new RecordingNavigation();
  const checkout = new CartCheckout(cart, auth, { start: (items) => Promise.resolve(started.push(items) > 0) }, navigation);
  const vouchers = new CustomerVouchers(new InMemoryCheckoutApi({ voucherDiscounts: new Map([['HEMAT100', 100_000]]) }));
  const services = testServices([
    [ShoppingCart, cart],
    [AuthStore, auth],
    [CartCheckout, checkout],
    [RewardShelf, new RewardShelf(new InMemoryPromotionsApi(), auth)],
    [CustomerVouchers, vouchers],
  ]);
  const show = async (page: 'cart' | 'buy') => {
    await act(async () => {
      render(
        <ServicesProvider services={services}>
          <Router hook={memoryLocation({ path: page === 'cart' ? '/cart' : '/buy' }).hook}>{page === 'cart' ? <CartPage params={{}} /> : <BuyPage params={{}} />}</Router>
        </ServicesProvider>,
      );
      await settle();
    });
  };
  return { api, cart, started, navigation, show, vouchers };
};

describe('the cart page binds core\'s CartCheckout', () => {
  test('a stock problem is said in an alert that takes the focus', async () => {
    const { api, navigation, show } = setup({ loggedIn: true });
    await show('cart');
    api.setStock(sofa, 0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('cart-checkout'));
      await settle();
    });
    const notice = screen.getByTestId('cart-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('Sofa L dihapus dari keranjang karena stoknya tidak mencukupi.');
    expect(document.activeElement).toBe(notice);
    expect(navigation.visits).toEqual([]);
  });

  test('/buy goes on to checkout by itself once the account\'s cart is loaded', async () => {
    const { started, navigation, show } = setup({ loggedIn: true });
    await show('buy');
    await act(settle);
    expect(started).toEqual([[{ variantId: 1, quantity: 1, comboId: null }]]);
    expect(navigation.visits).toEqual([{ path: '/checkout', replace: false }]);
  });

  test('/m/buy sends a guest to log in and on to the checkout', async () => {
    const { started, navigation, show } = setup({ loggedIn: false });
    await show('buy');
    await act(settle);
    expect(started).toEqual([]);
    expect(navigation.last).toBe('/login?redirect=%2Fcheckout');
  });

  test('a removal says so, as news', async () => {
    const { show } = setup({ loggedIn: true });
    await show('cart');
    await act(async () => {
      fireEvent.click(screen.getByTestId('cart-line-remove'));
      await settle();
    });
    const notice = screen.getByTestId('cart-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Sofa L dihapus dari keranjang.');
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
  });
});

describe('the voucher chosen on /profile/vouchers', () => {
  test('shows on the cart with its code and discount, and "Lepas" takes it off', async () => {
    const { show, vouchers } = setup({ loggedIn: true });
    await vouchers.use('HEMAT100');
    await show('cart');
    const section = screen.getByTestId('cart-voucher');
    expect(section.textContent).toContain('HEMAT100 dipakai · potongan Rp100.000');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lepas voucher HEMAT100' }));
      await settle();
    });
    expect(vouchers.current.applied).toBeNull();
    expect(screen.getByRole('link', { name: 'Pilih dari Voucher Saya' }).getAttribute('href')).toBe('/profile/vouchers');
  });

  test('a guest has no voucher box, only the way to log in and back to the cart', async () => {
    const { show } = setup({ loggedIn: false });
    await show('cart');
    expect(screen.queryByTestId('cart-voucher')).toBeNull();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(screen.queryByTestId('cart-voucher-discount')).toBeNull();
  });
});

describe('the voucher box in the cart and the summary\'s total', () => {
  const amount = (testId: string) => Number(screen.getByTestId(testId).textContent.replace(/[^\d]/g, ''));
  const typeCode = async (code: string) => {
    await act(async () => {
      fireEvent.change(screen.getByTestId('cart-voucher-code'), { target: { value: code } });
      fireEvent.click(screen.getByTestId('cart-voucher-apply'));
      await settle();
    });
  };

  test('a code typed in the cart takes its discount off the total, named with its code; "Lepas" brings the total back', async () => {
    const { show, vouchers } = setup({ loggedIn: true });
    await show('cart');
    const subtotal = amount('cart-subtotal');
    expect(subtotal).toBe(sofa.unitPrice);
    expect(screen.queryByTestId('cart-total')).toBeNull();
    await typeCode('hemat100');
    expect(vouchers.current.applied?.code).toBe('HEMAT100');
    expect(screen.getByTestId('cart-summary').textContent).toContain('Potongan Voucher HEMAT100');
    expect(amount('cart-voucher-discount')).toBe(100_000);
    expect(amount('cart-total')).toBe(subtotal - 100_000);
    await act(async () => {
      fireEvent.click(screen.getByTestId('cart-voucher-remove'));
      await settle();
    });
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(amount('cart-subtotal')).toBe(subtotal);
  });

  test('a refused code clears the applied voucher (document 1 §4) and the total is the subtotal again', async () => {
    const { show, vouchers } = setup({ loggedIn: true });
    await show('cart');
    await typeCode('HEMAT100');
    expect(screen.queryByTestId('cart-total')).not.toBeNull();
    await typeCode('SALAH');
    expect(vouchers.current.applied).toBeNull();
    expect(screen.getByTestId('cart-voucher-error').textContent).toContain('SALAH');
    expect(screen.queryByTestId('cart-total')).toBeNull();
  });
});

describe('what a cart line says is free', () => {
  test('a product that brings a free gift is paid for: "Dapat Hadiah", not "Gratis", beside its real price', async () => {
    const owner = aCartLine({ variantId: 7, nameLong: 'Kasur Busa', unitPrice: 284_000, freeGift: { allowsMultiple: false, freeType: 'Bantal', freeVariantId: null } });
    const { show } = setup({ loggedIn: true, lines: [owner] });
    await show('cart');
    const row = screen.getAllByTestId('cart-line').find((line) => line.textContent.includes('Kasur Busa'))!;
    expect(row.textContent).toContain('Dapat Hadiah');
    expect(row.textContent).not.toMatch(/gratis/i);
    expect(row.querySelector('[data-testid="cart-line-subtotal"]')!.textContent).toBe('Rp284.000');
  });
});
