import { aCartLine } from '@more/core/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartMenu } from './CartMenu';
import { HeaderDropdownsProvider } from './header-dropdowns';
import { type HeaderWorldOptions, aHeaderWorld, renderInWorld } from './header-world.fixture';

const setUp = (options: HeaderWorldOptions = {}) => {
  const world = aHeaderWorld(options);
  renderInWorld(
    world,
    <HeaderDropdownsProvider>
      <CartMenu />
    </HeaderDropdownsProvider>,
  );
  return world;
};

const sofa = aCartLine({ variantId: 1, nameLong: 'Sofa Minimalis 3 Seater Abu-abu', unitPrice: 3_250_000, quantity: 2 });
const nakas = aCartLine({ variantId: 2, nameLong: 'Nakas Jati 2 Laci', unitPrice: 899_000, quantity: 1 });

describe('<CartMenu>', () => {
  it('shows the unit count on the cart button', () => {
    setUp({ cartLines: [sofa, nakas] });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByTestId('cart-button').getAttribute('aria-label')).toBe('Keranjang belanja, 3 barang');
  });

  it('opens "Baru Ditambahkan" with the lines, newest first, and "Tampilkan Keranjang Belanja"', () => {
    setUp({ cartLines: [sofa, nakas] });
    const button = screen.getByTestId('cart-button');
    const dropdown = screen.getByTestId('cart-dropdown');
    expect(button.getAttribute('aria-controls')).toBe(dropdown.id);
    expect(dropdown.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dropdown.hidden).toBe(false);
    expect(within(dropdown).getByText('Baru Ditambahkan')).toBeTruthy();
    expect(within(dropdown).getByText('3 barang')).toBeTruthy();
    const lines = within(dropdown).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Nakas Jati 2 Laci1 × Rp899.000', 'Sofa Minimalis 3 Seater Abu-abu2 × Rp3.250.000']);
    expect(within(dropdown).getByRole('link', { name: 'Tampilkan Keranjang Belanja' }).getAttribute('href')).toBe('/cart');
  });

  it('shows "Belum Ada Produk" and "Belanja Sekarang" for an empty cart, with no count', () => {
    setUp();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByTestId('cart-button').getAttribute('aria-label')).toBe('Keranjang belanja');
    fireEvent.click(screen.getByTestId('cart-button'));
    const dropdown = screen.getByTestId('cart-dropdown');
    expect(within(dropdown).getByText('Belum Ada Produk')).toBeTruthy();
    expect(within(dropdown).getByRole('link', { name: 'Belanja Sekarang' }).getAttribute('href')).toBe('/products');
  });

  it('follows the cart as it changes', () => {
    const world = setUp({ cartLines: [nakas] });
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('cart-button'));
    act(() => {
      world.cart.increase('buy:2:-');
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(within(screen.getByTestId('cart-dropdown')).getByText('2 barang')).toBeTruthy();
  });

  it('closes on Escape with the focus back on the cart button, and when its link is followed', () => {
    const world = setUp({ cartLines: [nakas] });
    const button = screen.getByTestId('cart-button');
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Tampilkan Keranjang Belanja' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Tampilkan Keranjang Belanja' }));
    expect(world.location.history.at(-1)).toBe('/cart');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens "Baru Ditambahkan" by itself when a product is added anywhere on the page (issue 10), not on other changes', () => {
    const world = setUp({ cartLines: [nakas] });
    const dropdown = screen.getByTestId('cart-dropdown');
    act(() => {
      world.cart.increase('buy:2:-');
    });
    expect(dropdown.hidden).toBe(true);
    act(() => {
      world.cart.add({ ...sofa, quantity: 1, bundle: [] });
    });
    expect(dropdown.hidden).toBe(false);
    expect(within(dropdown).getAllByRole('listitem')[0]!.textContent).toContain('Sofa Minimalis 3 Seater Abu-abu');
  });
});
