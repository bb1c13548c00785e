import { type OrderSummary, orderHeading, storePaths } from '@more/core';
import { Link } from 'wouter';
import list from './OrderList.module.css';
import styles from './Orders.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

/** The top of an order's card in a list: its number (the card's title, to the order's page), date and state. */
export const OrderCardHead = ({ order, titleId, statusTestId }: { readonly order: OrderSummary; readonly titleId: string; readonly statusTestId?: string }) => {
  const heading = orderHeading(order);
  return (
    <div className={list.orderCardHead}>
      <div>
        <h2 id={titleId} className={list.orderCardNumber}>
          <Link href={storePaths.order(order.orderNumber)}>{heading.orderNumber}</Link>
        </h2>
        <p className={list.orderCardDate}>{storeDateTime(heading.createdAt)}</p>
      </div>
      <p className={styles.status} data-status={heading.status} data-testid={statusTestId}>
        {heading.statusLabel}
      </p>
    </div>
  );
};
