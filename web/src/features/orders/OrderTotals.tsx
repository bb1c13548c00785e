import type { InvoiceTotalRow } from '@more/core';
import styles from './Orders.module.css';

/** Subtotal, shipping, fee, discount and the grand total, as core's invoice totals list them. */
export const OrderTotals = ({ rows, className }: { readonly rows: readonly InvoiceTotalRow[]; readonly className?: string }) => (
  <dl className={`${styles.totals} ${className ?? ''}`} data-testid="order-totals">
    {rows.map((row) => (
      <div key={row.key} className={row.emphasised ? styles.grandTotal : styles.totalRow}>
        <dt>{row.label}</dt>
        <dd>{row.text}</dd>
      </div>
    ))}
  </dl>
);
