import { allProductsHref } from '../catalogue/header-menu';
import { FLASH_SALE_PAGE_PATH } from '../promotions/promotion-kinds';
import { PLAIN_MENU_PATH, PROFILE_PATH } from './profile-sections';
import * as storePaths from '../shared/store-paths';

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
/** Pages that belong to a tab besides the tab's own address: a product is under Produk, a promotion under Promo. */
const alsoUnder: Partial<Readonly<Record<BottomNavigationTabId, readonly string[]>>> = {
  products: [storePaths.products, '/category/', '/product/', '/bundle/'],
  promo: ['/promo/'],
  login: [storePaths.register, storePaths.forgotPassword],
  // The profile's menu on a phone is /plain-menu; every page of the profile is under it.
  profile: [PROFILE_PATH],
};

/** The flash sale's page is a promotion, though its address is under /product/. */
const isFlashSalePage = (path: string): boolean => path === FLASH_SALE_PAGE_PATH || path.startsWith(`${FLASH_SALE_PAGE_PATH}/`);

/** Whether `path` is the tab's page (marked current for screen readers and by colour). */
export const isCurrentTab = (tab: BottomNavigationTab, path: string): boolean => {
  if (isFlashSalePage(path)) return tab.id === 'promo';
  const own = tab.href.split(/[?#]/)[0]!;
  if (own === storePaths.home) return path === storePaths.home;
  return path === own || path.startsWith(`${own}/`) || (alsoUnder[tab.id] ?? []).some((prefix) => path.startsWith(prefix));
};

export const bottomNavigationTabs = (loggedIn: boolean): readonly BottomNavigationTab[] => [
  { id: 'home', label: 'Home', href: storePaths.home },
  { id: 'products', label: 'Produk', href: allProductsHref() },
  { id: 'cart', label: 'Keranjang', href: storePaths.cart },
  { id: 'promo', label: 'Promo', href: storePaths.promotions },
  // On a phone the profile opens on its menu, /plain-menu (document 1 §2), from which each of its pages is one tap.
  loggedIn ? { id: 'profile', label: 'Profil', href: PLAIN_MENU_PATH } : { id: 'login', label: 'Login', href: storePaths.login },
];
