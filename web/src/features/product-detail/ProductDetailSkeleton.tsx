import styles from './ProductDetail.module.css';

/** The product page while its product loads: the gallery's square and the buy box's lines, at their final sizes. */
export const ProductDetailSkeleton = () => (
  <div className={styles.top} data-testid="product-detail-skeleton" aria-busy="true">
    <span className="visually-hidden" role="status">
      Memuat produk…
    </span>
    <div className={`${styles.skeleton} ${styles.skeletonImage}`} />
    <div className="stack-3 min-0">
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
      <div className={`${styles.skeleton} ${styles.skeletonPrice}`} />
      <div className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      <div className={`${styles.skeleton} ${styles.skeletonButton}`} />
    </div>
  </div>
);
