import { type OrderDetail, invoiceLines, invoiceTotals, orderHeading, orderPaymentFacts, orderShippingFacts } from '@more/core';
import { OrderTotals } from './OrderTotals';
import styles from './InvoicePrint.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

/**
 * The printable invoice of an order: the store, the numbers and dates, who
 * buys and where it goes, the items as a table, the totals, and how it is
 * paid. Its page (and the global print rule) leave everything else off paper.
 */
export const InvoiceDocument = ({ order }: { readonly order: OrderDetail }) => {
  const heading = orderHeading(order);
  const payment = orderPaymentFacts(order);
  const shipping = orderShippingFacts(order);
  const lines = invoiceLines(order);

  return (
    <article className={styles.invoice} aria-labelledby="invoice-title" data-testid="invoice-document">
      <header className={styles.head}>
        <div>
          <p className={styles.store}>MORE</p>
          <p className={styles.storeLine}>MORE Furniture · Toko furnitur online</p>
        </div>
        <div className={styles.headRight}>
          <h1 id="invoice-title" className={styles.title}>
            Invoice
          </h1>
          <p className={styles.billNumber} data-testid="invoice-number">
            {heading.billNumber}
          </p>
        </div>
      </header>

      <dl className={styles.meta}>
        <div>
          <dt>No. Pesanan</dt>
          <dd>{heading.orderNumber}</dd>
        </div>
        <div>
          <dt>Tanggal Pesanan</dt>
          <dd>{storeDateTime(heading.createdAt)}</dd>
        </div>
        <div>
          <dt>Status Pesanan</dt>
          <dd>{heading.statusLabel}</dd>
        </div>
        {payment.payBeforeAt !== null && (
          <div>
            <dt>Bayar Sebelum</dt>
            <dd>{storeDateTime(payment.payBeforeAt)}</dd>
          </div>
        )}
      </dl>

      <div className={styles.parties}>
        <section aria-labelledby="invoice-customer">
          <h2 id="invoice-customer" className={styles.partyTitle}>
            Pembeli &amp; Alamat Pengiriman
          </h2>
          <p>
            <strong>{order.address.recipient}</strong>
            <br />
            {order.address.phone}
            <br />
            {order.address.text}, {order.address.cityName}
          </p>
        </section>
        <section aria-labelledby="invoice-shipping">
          <h2 id="invoice-shipping" className={styles.partyTitle}>
            Pengiriman
          </h2>
          <p>
            {shipping.courierText}
            {shipping.estimateText && (
              <>
                <br />
                {shipping.estimateText}
              </>
            )}
            {shipping.waybill && (
              <>
                <br />
                No. Resi {shipping.waybill}
              </>
            )}
          </p>
        </section>
      </div>

      {/* A phone scrolls the table sideways rather than squeezing the names; paper has room for all of it. */}
      <div className={styles.tableWrap} role="region" aria-label="Daftar produk" tabIndex={0}>
        <table className={styles.table}>
        <caption className="visually-hidden">Daftar produk</caption>
        <thead>
          <tr>
            <th scope="col">Produk</th>
            <th scope="col" className={styles.number}>
              Jumlah
            </th>
            <th scope="col" className={styles.number}>
              Harga Satuan
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>
                {line.name}
                {line.badge && <span className={styles.badge}> ({line.badge})</span>}
                {line.parts.length > 0 && (
                  <ul className={styles.parts}>
                    {line.parts.map((part) => (
                      <li key={part.name}>
                        {part.quantity} × {part.name}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{line.unitPriceText}</td>
              <td className={styles.number}>{line.lineTotalText}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>

      <div className={styles.bottom}>
        <section aria-labelledby="invoice-payment" className={styles.payment}>
          <h2 id="invoice-payment" className={styles.partyTitle}>
            Pembayaran
          </h2>
          <p>
            {payment.methodName}
            <br />
            Status: <strong data-testid="invoice-payment-status">{payment.statusLabel}</strong>
            {payment.virtualAccount && (
              <>
                <br />
                No. Virtual Account {payment.virtualAccount}
              </>
            )}
          </p>
        </section>
        <OrderTotals rows={invoiceTotals(order)} className={styles.totals} />
      </div>
      <p className={styles.thanks}>Terima kasih telah berbelanja di MORE.</p>
    </article>
  );
};
