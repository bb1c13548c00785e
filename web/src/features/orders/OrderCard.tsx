import { type OrderSummary, invoicePrintPath, orderActions, orderHeading, orderPagePath, paymentGuidePath } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderActionButtons } from './OrderActionButtons';
import styles from './Orders.module.css';

/** Items a card names before "+N produk lainnya": the order page lists them all. */
const ITEMS_SHOWN = 2;

/** An order in the customer's list: number, date, state, its first items, total, and the actions its state allows. */
export const OrderCard = ({ order }: { readonly order: OrderSummary }) => {
  const heading = orderHeading(order);
  const allowed = orderActions(order.status);
  const more = order.items.length - ITEMS_SHOWN;
  const titleId = `order-${order.orderNumber}`;
  return (
    <li className={styles.orderCard} aria-labelledby={titleId} data-testid="order-card" data-order={order.orderNumber}>
      <div className={styles.orderCardHead}>
        <div>
          <h2 id={titleId} className={styles.orderCardNumber}>
            <Link href={orderPagePath(order.orderNumber)}>{heading.orderNumber}</Link>
          </h2>
          <p className={styles.orderCardDate}>{heading.dateText}</p>
        </div>
        <p className={styles.status} data-status={heading.status} data-testid="order-card-status">
          {heading.statusLabel}
        </p>
      </div>
      <ul className={styles.orderCardItems}>
        {order.items.slice(0, ITEMS_SHOWN).map((item) => (
          <li key={`${item.variantId}-${item.comboId ?? ''}`} className={styles.orderCardItem}>
            <ProductImage image={item.image} decorative />
            <span>
              {item.nameLong}
              <span className={styles.muted}> × {item.quantity}</span>
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.muted}>+{more} produk lainnya</p>}
      <div className={styles.orderCardFoot}>
        <p className={styles.orderCardTotal}>
          Total Belanja ({heading.itemCountText})<strong>{heading.grandTotalText}</strong>
        </p>
        <div className={styles.orderCardActions}>
          {allowed.pay && (
            <Link href={paymentGuidePath(order.orderNumber)} className={styles.primaryLink}>
              Cara Pembayaran
            </Link>
          )}
          {allowed.buyAgain && <BuyAgainButton items={order.items} />}
          <OrderActionButtons order={order} />
          <Link href={orderPagePath(order.orderNumber)} className={styles.textLink}>
            Lihat Detail
          </Link>
          <Link href={invoicePrintPath(order.orderNumber)} className={styles.textLink}>
            Invoice
          </Link>
        </div>
      </div>
    </li>
  );
};
