import { CART_PAGE_TEXT } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { CartView } from '../CartView';
import styles from '../Cart.module.css';

/** `/cart` (named route Cart, document 1 §2). */
export default function CartPage(_props: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {CART_PAGE_TEXT.title}
      </h1>
      <CartView />
    </section>
  );
}
