import type { InvoiceLine } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Orders.module.css';

/** The items of an order with their photos, as core's invoice lines say them (combos, bundles and their parts included). */
export const OrderLines = ({ lines }: { readonly lines: readonly InvoiceLine[] }) => (
  <ul className="stack-3 bare" data-testid="order-lines">
    {lines.map((line) => (
      <li key={line.key} className={styles.line}>
        <ProductImage slot="thumb" image={line.image} className="thumb" decorative />
        <div className={styles.lineText}>
          {line.badge && <span className={styles.badge}>{line.badge}</span>}
          <Link href={line.href} className={styles.lineName}>
            {line.name}
          </Link>
          {line.parts.length > 0 && (
            <ul className={styles.parts} aria-label={`Isi ${line.name}`}>
              {line.parts.map((part) => (
                <li key={part.name}>
                  {part.quantity} × {part.name}
                </li>
              ))}
            </ul>
          )}
          <p className="muted-0">
            {line.quantity} × {line.unitPriceText}
            {line.normalPriceText && (
              <>
                {' '}
                <s className={styles.struck}>
                  <span className="visually-hidden">harga normal </span>
                  {line.normalPriceText}
                </s>
              </>
            )}
          </p>
        </div>
        <p className={styles.lineTotal}>{line.lineTotalText}</p>
      </li>
    ))}
  </ul>
);
