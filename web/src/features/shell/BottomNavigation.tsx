import { type BottomNavigationTabId, ShoppingCart, bottomNavigationTabs, headerBadgeText, isCurrentTab } from '@more/core';
import { Link, useLocation } from 'wouter';
import { useService } from '../../shared/services';
import { useCartShown } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import styles from './BottomNavigation.module.css';
import { useCustomer } from '../../shared/use-customer';

const iconPaths: Readonly<Record<BottomNavigationTabId, string>> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  products: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.3M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  promo: 'M3 12V4h8l10 10-8 8zM7.5 8a.5.5 0 1 0 0-.01',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  login: 'M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5',
};

/**
 * "Mobile bottom navigation: Home, Produk, Keranjang, Promo, and Profil or
 * Login" (document 1 §2), below 768 px only. The server renders the guest's
 * tabs; Profil and the cart's unit count fill in after hydration.
 */
export const BottomNavigation = () => {
  const customer = useCustomer();
  const shown = useCartShown();
  const cart = useService(ShoppingCart);
  const cartState = useStore(cart);
  const units = shown ? cartState.totals.allUnits : 0;
  const [path] = useLocation();

  return (
    <nav className={styles.bar} aria-label="Navigasi bawah" data-testid="bottom-navigation" data-print="hide">
      <ul className={styles.tabs}>
        {bottomNavigationTabs(customer !== null).map((tab) => (
          <li key={tab.id} className={styles.item}>
            <Link href={tab.href} className={styles.tab} aria-current={isCurrentTab(tab, path) ? 'page' : undefined} data-tab={tab.id}>
              <span className={styles.icon}>
                <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d={iconPaths[tab.id]} />
                </svg>
                {tab.id === 'cart' && units > 0 && (
                  <span className={styles.badge} aria-hidden="true" data-testid="bottom-navigation-cart-count">
                    {headerBadgeText(units)}
                  </span>
                )}
              </span>
              <span className={styles.label}>{tab.label}</span>
              {tab.id === 'cart' && units > 0 && <span className="visually-hidden">, {units} barang</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
