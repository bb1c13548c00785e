import {
  type OrderDetail,
  invoiceLines,
  invoiceTotals,
  orderHeading,
  orderPageButtons,
  orderPaymentFacts,
  orderShippingFacts,
  storePaths,
} from '@more/core';
import { Link } from 'wouter';
import { CopyButton } from '../../shared/CopyButton';
import { OrderActionButtons } from './OrderActionButtons';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { ReviewOrderLink } from './ReviewOrderLink';
import styles from './Orders.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

/** An order in full: what core says of its numbers, status, items, address, courier, payment and totals, and its buttons. */
export const OrderView = ({ order }: { readonly order: OrderDetail }) => {
  const heading = orderHeading(order);
  const payment = orderPaymentFacts(order);
  const shipping = orderShippingFacts(order);
  const buttons = orderPageButtons(order.status);

  return (
    <div className="stack-4" data-testid="order-detail">
      <section className={styles.card} aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="visually-hidden">
          Ringkasan pesanan
        </h2>
        <div className={styles.summaryHead}>
          <dl className={styles.facts}>
            <div>
              <dt>No. Pesanan</dt>
              <dd data-testid="order-number">{heading.orderNumber}</dd>
            </div>
            <div>
              <dt>No. Invoice</dt>
              <dd>{heading.billNumber}</dd>
            </div>
            <div>
              <dt>Tanggal Pesanan</dt>
              <dd>{storeDateTime(heading.createdAt)}</dd>
            </div>
          </dl>
          <p className={styles.status} data-status={heading.status} data-testid="order-status">
            {heading.statusLabel}
          </p>
        </div>
        {payment.payBeforeAt !== null && (
          <p className={styles.payBefore}>
            Bayar sebelum <strong>{storeDateTime(payment.payBeforeAt)}</strong>
          </p>
        )}
        <div className={styles.actions}>
          {buttons.paymentGuide && (
            <Link href={storePaths.paymentInformation(order.orderNumber)} className="btn btn-link">
              Cara Pembayaran
            </Link>
          )}
          {buttons.buyAgain && <BuyAgainButton items={order.items} />}
          <Link href={storePaths.invoicePrint(order.orderNumber)} className="pill-outline">
            Cetak Invoice
          </Link>
          <ReviewOrderLink order={order} />
          <OrderActionButtons order={order} />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.cardTitle}>
          Produk ({heading.itemCountText})
        </h2>
        <OrderLines lines={invoiceLines(order)} />
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title" className={styles.cardTitle}>
            Pengiriman
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Penerima</dt>
              <dd>
                {order.address.recipient} ({order.address.phone})
              </dd>
            </div>
            <div>
              <dt>Alamat</dt>
              <dd>
                {order.address.text}, {order.address.cityName}
              </dd>
            </div>
            <div>
              <dt>Kurir</dt>
              <dd>
                {shipping.courierText}
                {shipping.estimateText && <span className="muted"> · {shipping.estimateText}</span>}
              </dd>
            </div>
            {shipping.waybill && (
              <div>
                <dt>No. Resi</dt>
                <dd>{shipping.waybill}</dd>
              </div>
            )}
            {order.note && (
              <div>
                <dt>Catatan</dt>
                <dd>{order.note}</dd>
              </div>
            )}
            {order.cancelNote && (
              <div>
                <dt>Alasan Pembatalan</dt>
                <dd>{order.cancelNote}</dd>
              </div>
            )}
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="order-payment-title">
          <h2 id="order-payment-title" className={styles.cardTitle}>
            Pembayaran
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Metode</dt>
              <dd>{payment.methodName}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{payment.statusLabel}</dd>
            </div>
            {payment.virtualAccount && (
              <div>
                <dt>No. Virtual Account</dt>
                <dd className={styles.vaRow}>
                  <span className={styles.va} data-testid="virtual-account">
                    {payment.virtualAccount}
                  </span>
                  <CopyButton value={payment.virtualAccount} label="Salin nomor Virtual Account" copiedText={`Nomor Virtual Account ${payment.virtualAccount} disalin`} />
                </dd>
              </div>
            )}
          </dl>
          <OrderTotals rows={invoiceTotals(order)} />
        </section>
      </div>
    </div>
  );
};
