import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, bottomNavigationTabs, isCurrentTab } from './bottom-navigation';

describe('"Mobile bottom navigation: Home, Produk, Keranjang, Promo, and Profil or Login" (document 1 §2)', () => {
  it('ends with Profil for a customer', () => {
    expect(bottomNavigationTabs(true)).toEqual([
      { id: 'home', label: 'Home', href: '/' },
      { id: 'products', label: 'Produk', href: '/products' },
      { id: 'cart', label: 'Keranjang', href: '/cart' },
      { id: 'promo', label: 'Promo', href: '/promotion' },
      { id: 'profile', label: 'Profil', href: '/plain-menu' },
    ]);
  });

  it('Profil opens the profile\'s menu, /plain-menu ("the mobile profile menu"), and is current on every page of the profile', () => {
    const profile = bottomNavigationTabs(true).at(-1)!;
    for (const path of ['/plain-menu', '/profile', '/profile/orders', '/profile/order/MORE-1']) expect(isCurrentTab(profile, path)).toBe(true);
    expect(isCurrentTab(profile, '/products')).toBe(false);
  });

  it('ends with Login for a guest ("The mobile profile tab leads to login for guests", §6)', () => {
    expect(bottomNavigationTabs(false).map((tab) => tab.label)).toEqual(['Home', 'Produk', 'Keranjang', 'Promo', 'Login']);
    expect(bottomNavigationTabs(false).at(-1)).toEqual({ id: 'login', label: 'Login', href: '/login' });
  });

  it('"Mobile is below 768 px"', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});

describe('isCurrentTab', () => {
  const tabs = bottomNavigationTabs(false);
  const current = (path: string) => tabs.filter((tab) => isCurrentTab(tab, path)).map((tab) => tab.id);
  it('marks the tab a page belongs to, and only one', () => {
    expect(current('/')).toEqual(['home']);
    expect(current('/product/sofa-aruna')).toEqual(['products']);
    expect(current('/promo/flash')).toEqual(['promo']);
    expect(current('/promotion')).toEqual(['promo']);
    // /product/sale is the flash sale's page: a promotion, not a product.
    expect(current('/product/sale')).toEqual(['promo']);
    expect(current('/product/sale-sofa-aruna')).toEqual(['products']);
    expect(current('/register')).toEqual(['login']);
    expect(current('/about')).toEqual([]);
  });
});
