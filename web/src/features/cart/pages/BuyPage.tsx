import { CART_PAGE_TEXT } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { CartView } from '../CartView';
import styles from '../Cart.module.css';

/**
 * `/buy` and `/m/buy` (document 1 §2: "/buy goes to /m/buy on mobile user
 * agents and otherwise needs login. /m/buy goes to /buy on non-mobile
 * agents"; the server and the router apply the redirects): the way straight
 * from a link to buying what is in the cart. It shows the cart and goes on to
 * checkout by itself; what stops it (a login, the stock check) is said here.
 */
export default function BuyPage(_props: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="buy-title">
      <h1 id="buy-title" className={styles.title}>
        {CART_PAGE_TEXT.title}
      </h1>
      <CartView proceedOnArrival />
    </section>
  );
}
