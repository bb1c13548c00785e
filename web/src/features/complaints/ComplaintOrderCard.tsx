import { type ComplaintOrder, type SentComplaint, storePaths } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Complaints.module.css';
import { StoreTime } from '../../shared/dates/StoreTime';

/**
 * An order a complaint can start from: its number (to the order's page), date
 * and state, and each of its products with "Ajukan Komplain"; a product
 * complained about already says when.
 */
export const ComplaintOrderCard = ({
  order,
  sentFor,
}: {
  readonly order: ComplaintOrder;
  readonly sentFor: (slug: string) => SentComplaint | null;
}) => {
  const titleId = `complain-order-${order.orderNumber}`;
  return (
    <li className="card" aria-labelledby={titleId} data-testid="complaint-order" data-order={order.orderNumber}>
      <div className={styles.cardHead}>
        <div>
          <h3 id={titleId} className={styles.cardTitle}>
            <Link href={storePaths.order(order.orderNumber)}>{order.orderNumber}</Link>
          </h3>
          <p className={styles.date}>
            <StoreTime at={order.createdAt} />
          </p>
        </div>
        <p className={styles.status} data-status={order.status} data-testid="order-status-label">
          {order.statusLabel}
        </p>
      </div>
      <ul className="stack-3 bare">
        {order.lines.map((line) => {
          const sent = sentFor(line.slug);
          return (
            <li key={line.slug} className={styles.line} data-testid="complaint-line" data-product={line.slug}>
              <ProductImage slot="thumb" image={line.image} className="thumb" decorative />
              <div className={styles.lineText}>
                <p className={styles.lineName}>{line.name}</p>
                <p className="muted">{line.quantity} barang</p>
                {sent && <p className="done-note">Komplain terkirim <StoreTime at={sent.createdAt} /></p>}
              </div>
              <div className={styles.lineAction}>
                <Link href={line.href} className={styles.actionLink}>
                  {sent ? 'Ajukan Lagi' : 'Ajukan Komplain'}
                  {/* Every line has this link: a screen reader's list of links says which product each is for. */}
                  <span className="visually-hidden"> untuk {line.name}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </li>
  );
};
