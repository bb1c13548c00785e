import { CART_PAGE_TEXT, SHOP_NOW_PATH } from '@more/core';
import { Link } from 'wouter';
import styles from './Cart.module.css';

/** The cart with nothing in it: what it is, and the way to the products. */
export const CartEmpty = () => (
  <div className={styles.empty} data-testid="cart-empty">
    <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false" className={styles.emptyIcon}>
      <path d="M3 4h2l2.4 11h10.2L20 8H6.3M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    <p className={styles.emptyTitle}>{CART_PAGE_TEXT.emptyTitle}</p>
    <p className={styles.emptyText}>{CART_PAGE_TEXT.emptyText}</p>
    <Link href={SHOP_NOW_PATH} className={styles.shopNow}>
      {CART_PAGE_TEXT.shopNow}
    </Link>
  </div>
);
