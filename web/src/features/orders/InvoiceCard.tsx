import { type OrderSummary, orderHeading, storePaths } from '@more/core';
import { Link } from 'wouter';
import styles from './Orders.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

/** One invoice of the list: bill number, date, status, grand total, and its two links. */
export const InvoiceCard = ({ order }: { readonly order: OrderSummary }) => {
  const heading = orderHeading(order);
  const titleId = `invoice-${order.orderNumber}`;
  return (
    <li className={styles.invoice} data-testid="invoice-card">
      <article aria-labelledby={titleId}>
        <div className={styles.invoiceHead}>
          <h2 id={titleId} className={styles.invoiceTitle}>
            {heading.billNumber}
          </h2>
          <p className={styles.status} data-status={heading.status}>
            {heading.statusLabel}
          </p>
        </div>
        <dl className={styles.invoiceFacts}>
          <div>
            <dt>No. Pesanan</dt>
            <dd>{heading.orderNumber}</dd>
          </div>
          <div>
            <dt>Tanggal</dt>
            <dd>{storeDateTime(heading.createdAt)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd className={styles.amount}>{heading.grandTotalText}</dd>
          </div>
        </dl>
        <div className="row-2">
          <Link href={storePaths.invoicePrint(order.orderNumber)} className="pill-outline" aria-label={`Lihat Invoice ${heading.billNumber}`}>
            Lihat Invoice
          </Link>
          <Link href={storePaths.order(order.orderNumber)} className="text-link" aria-label={`Detail Pesanan ${heading.orderNumber}`}>
            Detail Pesanan
          </Link>
        </div>
      </article>
    </li>
  );
};
