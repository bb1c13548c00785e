import { type OrderSummary, orderActions, orderHeading, storePaths } from '@more/core';
import { Link } from 'wouter';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderCardHead } from './OrderCardHead';
import { OrderCardItems } from './OrderCardItems';
import { ReviewOrderLink } from './ReviewOrderLink';
import list from './OrderList.module.css';

/** An order in the customer's list: number, date, state, its first items, total, and the actions its state allows. */
export const OrderCard = ({ order }: { readonly order: OrderSummary }) => {
  const heading = orderHeading(order);
  const allowed = orderActions(order.status);
  const titleId = `order-${order.orderNumber}`;
  return (
    <li className="box" aria-labelledby={titleId} data-testid="order-card" data-order={order.orderNumber}>
      <OrderCardHead order={order} titleId={titleId} statusTestId="order-card-status" />
      <OrderCardItems order={order} />
      <div className={list.orderCardFoot}>
        <p className={list.orderCardTotal}>
          Total Belanja ({heading.itemCountText})<strong>{heading.grandTotalText}</strong>
        </p>
        <div className="row-2">
          {allowed.pay && (
            <Link href={storePaths.paymentInformation(order.orderNumber)} className="btn btn-link">
              Cara Pembayaran
            </Link>
          )}
          <ReviewOrderLink order={order} />
          {allowed.buyAgain && <BuyAgainButton items={order.items} />}
          <OrderActionButtons order={order} />
          <Link href={storePaths.order(order.orderNumber)} className="text-link">
            Lihat Detail
          </Link>
          <Link href={storePaths.invoicePrint(order.orderNumber)} className="text-link">
            Invoice
          </Link>
        </div>
      </div>
    </li>
  );
};
