import styles from './ProductDetail.module.css';

/** The product page while its product loads: the gallery's square and the buy box's lines, at their final sizes. */
export const ProductDetailSkeleton = () => (
  <div className={styles.top} data-testid="product-detail-skeleton" aria-busy="true">
    <span className="visually-hidden" role="status">
      Memuat produk…
    </span>
    <div className={`skel ${styles.skeletonImage}`} />
    <div className="stack-3 min-0">
      <div className={`skel ${styles.skeletonTitle}`} />
      <div className={`skel ${styles.skeletonLine}`} />
      <div className={`skel ${styles.skeletonPrice}`} />
      <div className={`skel ${styles.skeletonBlock}`} />
      <div className={`skel ${styles.skeletonButton}`} />
    </div>
  </div>
);
