import { allProductsHref } from '../catalogue/header-menu';

/** "Mobile is below 768 px" (document 1 §2, §9): the bottom navigation shows below it. */
export const MOBILE_BREAKPOINT_PX = 768;

export type BottomNavigationTabId = 'home' | 'products' | 'cart' | 'promo' | 'profile' | 'login';

export interface BottomNavigationTab {
  readonly id: BottomNavigationTabId;
  readonly label: string;
  readonly href: string;
}

/**
 * "Mobile bottom navigation: Home, Produk, Keranjang, Promo, and Profil or
 * Login" (document 1 §2). "The mobile profile tab leads to login for guests"
 * (§6): a guest sees Login in its place rather than a tab that bounces.
 */
export const bottomNavigationTabs = (loggedIn: boolean): readonly BottomNavigationTab[] => [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'products', label: 'Produk', href: allProductsHref() },
  { id: 'cart', label: 'Keranjang', href: '/cart' },
  { id: 'promo', label: 'Promo', href: '/promotion' },
  loggedIn ? { id: 'profile', label: 'Profil', href: '/profile' } : { id: 'login', label: 'Login', href: '/login' },
];
