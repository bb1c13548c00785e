import { AuthStore, CART_PATH, InMemorySessionStore, ProductPurchase, RecordingNavigation, ShoppingCart } from '@more/core';
import { aProductDetail, aProductVariant, InMemoryCartApi, InMemoryGuestCartStore } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { PurchasePanel } from './PurchasePanel';

const oak = aProductVariant({ id: 2, name: '', color: 'Natural Oak', stock: 5 });
const bed = aProductDetail({ id: 1, variants: [oak] });

const show = (variant = oak as typeof oak | null) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = 1_000_000;
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), new AuthStore(new InMemorySessionStore(null)), clock);
  const navigation = new RecordingNavigation();
  const services = testServices([[ProductPurchase, new ProductPurchase(cart, navigation, clock)]]);
  render(
    <ServicesProvider services={services}>
      <PurchasePanel detail={bed} variant={variant} asked={1} onAsk={() => {}} />
    </ServicesProvider>,
  );
  const wait = (ms: number) =>
    act(() => {
      clock.maxFrames = clock.frame + ms;
      clock.flush();
      clock.frame = clock.maxFrames;
    });
  return { cart, navigation, wait };
};

describe('<PurchasePanel>', () => {
  it('says "Ditambahkan ✓" at once, adds once for a double click, and clears the word after 2.5 s', () => {
    const { cart, wait } = show();
    const add = screen.getByTestId('add-to-cart');
    fireEvent.click(add, { detail: 1 });
    expect(add.textContent).toBe('Ditambahkan ✓');
    expect(screen.getByTestId('detail-feedback').textContent).toBe('Produk ditambahkan ke keranjang');
    fireEvent.click(add, { detail: 2 });
    expect(cart.current.totals.allUnits).toBe(1);
    wait(2_500);
    expect(add.textContent).toBe('Tambah ke Keranjang');
  });

  it('"Beli Sekarang" goes on to the cart', () => {
    const { navigation } = show();
    fireEvent.click(screen.getByTestId('buy-now'), { detail: 1 });
    expect(navigation.last).toBe(CART_PATH);
  });

  it('asks for a variant first', () => {
    const { navigation } = show(null);
    fireEvent.click(screen.getByTestId('buy-now'), { detail: 1 });
    expect(screen.getByTestId('detail-feedback').textContent).toBe('Pilih varian dan warna terlebih dahulu');
    expect(navigation.visits).toEqual([]);
  });
});
