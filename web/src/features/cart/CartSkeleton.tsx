import styles from './Cart.module.css';

/** The cart's place while the shopper's cart is not known yet (the server renders the guest's frame; the cart is personal). */
export const CartSkeleton = () => (
  <div className={styles.layout} role="status" aria-busy="true" aria-label="Mohon menunggu.." data-testid="cart-skeleton">
    <div className="stack-3 min-0">
      <div className={`${styles.skeletonBar} skel`} />
      {[0, 1].map((index) => (
        <div key={index} className={`${styles.skeletonLine} skel`} />
      ))}
    </div>
    <div className={`${styles.skeletonSummary} skel`} />
    <noscript>
      <p className={styles.noScript}>Aktifkan JavaScript di browser Anda untuk melihat dan mengubah keranjang belanja.</p>
    </noscript>
  </div>
);
