import { AuthStore, CART_PATH, InMemorySessionStore, ProductPurchase, RecordingNavigation, ShoppingCart } from '@more/core';
import { aProductDetail, aProductVariant, InMemoryCartApi, InMemoryGuestCartStore } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { PurchasePanel } from './PurchasePanel';

const oak = aProductVariant({ id: 2, name: '', color: 'Natural Oak', stock: 5, price: { normal: 4_000_000, discounted: 3_450_000 } });
const soldOutOak = aProductVariant({ id: 3, name: '', color: 'Natural Oak', stock: 0 });
const bed = aProductDetail({ id: 1, variants: [oak] });

const show = (variant = oak as typeof oak | null, detail = bed) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = 1_000_000;
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), new AuthStore(new InMemorySessionStore(null)), clock);
  const navigation = new RecordingNavigation();
  const services = testServices([[ProductPurchase, new ProductPurchase(cart, navigation, clock)]]);
  render(
    <ServicesProvider services={services}>
      <PurchasePanel detail={detail} variant={variant} asked={1} onAsk={() => {}} />
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

  // A phone's sticky bar (CSS puts it above the bottom navigation) is the panel's own buttons, not a copy.
  it('puts the chosen variant\'s price beside the one pair of buttons, in the page\'s bar', () => {
    const { cart } = show();
    const bar = screen.getByTestId('purchase-bar');
    expect(bar.hasAttribute('data-page-bar')).toBe(true);
    expect(screen.getByTestId('purchase-bar-price').textContent).toBe('Rp3.450.000');
    // Read once by a screen reader: the heading's price is the one it reads.
    expect(screen.getByTestId('purchase-bar-price').getAttribute('aria-hidden')).toBe('true');
    const add = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    const buy = screen.getByRole('button', { name: 'Beli Sekarang' });
    expect([bar.contains(add), bar.contains(buy)]).toEqual([true, true]);
    expect(screen.getAllByRole('button', { name: /Tambah ke Keranjang|Beli Sekarang/ })).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid="add-to-cart"], [data-testid="buy-now"], #detail-purchase-feedback')).toHaveLength(3);

    fireEvent.click(add, { detail: 1 });
    expect(cart.current.totals.allUnits).toBe(1);
    // What the press answers is in the bar too, where a phone's finger was.
    expect(bar.contains(screen.getByTestId('detail-feedback'))).toBe(true);
  });

  it('a sold-out variant: the bar\'s buttons are disabled and it says "Stok Habis"', () => {
    show(soldOutOak, aProductDetail({ id: 1, variants: [soldOutOak] }));
    expect(screen.getByTestId<HTMLButtonElement>('add-to-cart').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('buy-now').disabled).toBe(true);
    expect(screen.getByTestId('purchase-bar-price').textContent).toContain('Stok Habis');
    expect(screen.getByTestId('detail-stock').textContent).toBe('Stok Habis');
  });
});
