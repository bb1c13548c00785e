import styles from './PageSkeleton.module.css';

/** "Loading states use skeleton placeholders" (document 1 §1): a page's shape while its code or data arrives. */
export const PageSkeleton = () => (
  <div className={styles.page} role="status" aria-busy="true" aria-label="Mohon menunggu.." data-testid="page-skeleton">
    <div className={`skel ${styles.heading}`} />
    <div className={`skel ${styles.line}`} />
    <div className={`skel ${styles.line} ${styles.short}`} />
    <div className={`skel ${styles.panel}`} />
  </div>
);
