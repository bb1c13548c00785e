import styles from './PageSkeleton.module.css';

/** "Loading states use skeleton placeholders" (document 1 §1): a page's shape while its code or data arrives. */
export const PageSkeleton = () => (
  <div className={styles.page} role="status" aria-busy="true" aria-label="Mohon menunggu.." data-testid="page-skeleton">
    <div className={`${styles.block} ${styles.heading}`} />
    <div className={`${styles.block} ${styles.line}`} />
    <div className={`${styles.block} ${styles.line} ${styles.short}`} />
    <div className={`${styles.block} ${styles.panel}`} />
  </div>
);
