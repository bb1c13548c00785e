import { aCartLine, aUser } from '@more/core/testing';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { BottomNavigation } from './BottomNavigation';
import { layoutServices, renderAt } from './layout.fixture';

const tabs = () => within(screen.getByTestId('bottom-navigation')).getAllByRole('link');

describe('<BottomNavigation> ("Home, Produk, Keranjang, Promo, and Profil or Login", document 1 §2)', () => {
  it('ends with Login for a guest, and marks the current tab', () => {
    const { services } = layoutServices();
    renderAt(<BottomNavigation />, services, '/');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Home', 'Produk', 'Keranjang', 'Promo', 'Login']);
    expect(tabs().map((tab) => tab.getAttribute('href'))).toEqual(['/', '/products', '/cart', '/promotion', '/login']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(tabs().filter((tab) => tab.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('ends with Profil for a customer, opening the profile\'s menu (/plain-menu) and current on the profile\'s pages', () => {
    const { services } = layoutServices({ user: aUser() });
    renderAt(<BottomNavigation />, services, '/profile');
    expect(tabs().at(-1)?.textContent).toBe('Profil');
    expect(tabs().at(-1)?.getAttribute('href')).toBe('/plain-menu');
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Produk on a product list, category or product page, and Promo on a promotion', () => {
    const { services } = layoutServices();
    const current = (path: string) => {
      const view = renderAt(<BottomNavigation />, services, path);
      const marked = tabs().filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent);
      view.unmount();
      return marked;
    };
    expect(current('/products/type=terbaru')).toEqual(['Produk']);
    expect(current('/category/ruang-tamu')).toEqual(['Produk']);
    expect(current('/product/sofa-minimalis')).toEqual(['Produk']);
    expect(current('/promo/harbolnas')).toEqual(['Promo']);
    expect(current('/cart')).toEqual(['Keranjang']);
    expect(current('/about')).toEqual([]);
  });

  it('shows the cart\'s unit count on Keranjang', () => {
    const { services } = layoutServices({ guestCart: [aCartLine({ variantId: 1, quantity: 2 }), aCartLine({ variantId: 2, quantity: 3 })] });
    renderAt(<BottomNavigation />, services);
    expect(screen.getByTestId('bottom-navigation-cart-count').textContent).toBe('5');
    expect(screen.getByRole('link', { name: /^Keranjang\s*, 5 barang$/ }).getAttribute('href')).toBe('/cart');
  });

  it('shows no count for an empty cart', () => {
    const { services } = layoutServices();
    renderAt(<BottomNavigation />, services);
    expect(screen.queryByTestId('bottom-navigation-cart-count')).toBeNull();
  });

  it('renders the guest\'s tabs on the server, without the count', () => {
    const { services } = layoutServices({ user: aUser(), guestCart: [aCartLine({ quantity: 4 })] });
    const html = renderToString(
      <ServicesProvider services={services}>
        <Router ssrPath="/" ssrSearch="">
          <BottomNavigation />
        </Router>
      </ServicesProvider>,
    );
    expect(html).toContain('>Login<');
    expect(html).not.toContain('Profil');
    expect(html).not.toContain('bottom-navigation-cart-count');
  });
});
