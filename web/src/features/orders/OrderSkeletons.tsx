import styles from './Orders.module.css';

/** An order's place while it loads: a summary card, two item rows, the address and payment cards. Announced by the <Loadable> around it. */
export const OrderSkeleton = () => (
  <div className="stack-4" data-testid="order-skeleton">
    <div className={`${styles.skeletonCard} skel`} />
    <div className={`${styles.skeletonLines} skel`} />
    <div className={styles.columns}>
      <div className={`${styles.skeletonCard} skel`} />
      <div className={`${styles.skeletonCard} skel`} />
    </div>
  </div>
);

/** The invoices' place while the first page loads: three invoice cards. Announced by the <Loadable> around it; only a shape, not a list to read. */
export const InvoiceListSkeleton = () => (
  <ul className={styles.invoices} aria-hidden="true" data-testid="invoice-list-skeleton">
    {[0, 1, 2].map((index) => (
      <li key={index} className={`${styles.skeletonInvoice} skel`} />
    ))}
  </ul>
);
