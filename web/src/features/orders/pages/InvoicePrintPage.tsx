import { failureText, isMissingOrder, loginPathFor, storePaths } from '@more/core';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { FailureNotice } from '../../../shared/FailureNotice';
import { useCustomer, useShopperShown } from '../../../shared/use-customer';
import { InvoiceDocument } from '../InvoiceDocument';
import styles from '../InvoicePrint.module.css';
import { useOrder } from '../use-order';

/**
 * `/invoice-print/{ordersn}`: a public route (document 1 §2), but an order is
 * only ever answered to its customer (document 2 §7, "Orders"). The server
 * and a guest get a way to log in that comes back here; a logged-in shopper
 * gets the invoice and "Cetak", which prints it on A4 without the store's frame.
 */
export default function InvoicePrintPage({ params }: PageProps) {
  const orderNumber = params.ordersn ?? '';
  const shown = useShopperShown();
  const customer = useCustomer();
  const [path] = useLocation();
  const { state, retry } = useOrder(orderNumber, customer !== null);

  if (!shown) {
    return (
      <section className={styles.page} aria-busy="true" aria-labelledby="invoice-wait">
        <h1 id="invoice-wait" className={styles.pageTitle}>
          Invoice
        </h1>
        <div className={`${styles.skeleton} skel`} role="status" aria-label="Mohon menunggu.." data-testid="invoice-skeleton" />
        <noscript>
          <p>Aktifkan JavaScript di browser Anda untuk melihat dan mencetak invoice ini.</p>
        </noscript>
      </section>
    );
  }

  if (!customer) {
    return (
      <section className={styles.page} aria-labelledby="invoice-login">
        <h1 id="invoice-login" className={styles.pageTitle}>
          Invoice
        </h1>
        <div className="notice-box" data-testid="invoice-guest">
          <p>
            <strong>Masuk untuk melihat invoice ini.</strong>
          </p>
          <p>Invoice hanya dapat dilihat oleh pemilik pesanan {orderNumber}.</p>
          <Link href={loginPathFor(path)} className={styles.primaryLink}>
            Masuk
          </Link>
        </div>
      </section>
    );
  }

  if (state.status === 'ready') {
    return (
      <section className={styles.page}>
        <div className={styles.toolbar} data-print="hide">
          <Link href={storePaths.order(state.value.orderNumber)} className={styles.backLink}>
            Kembali ke Detail Pesanan
          </Link>
          <button type="button" className={styles.printButton} onClick={() => window.print()} data-testid="print-invoice">
            Cetak
          </button>
        </div>
        <InvoiceDocument order={state.value} />
      </section>
    );
  }

  if (state.status === 'failed' && !isMissingOrder(state)) {
    return (
      <section className={styles.page}>
        <FailureNotice title="Invoice belum dapat ditampilkan." failure={state.failure} onRetry={retry} asPageHeading testId="invoice-failure" />
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="invoice-state">
      <h1 id="invoice-state" className={styles.pageTitle}>
        Invoice
      </h1>
      {state.status === 'failed' ? (
        <div className="notice-box" data-testid="invoice-not-found">
          <p>
            <strong>Invoice {orderNumber} tidak ditemukan.</strong>
          </p>
          <p>{failureText(state.failure)}</p>
          <Link href={storePaths.invoices} className={styles.primaryLink}>
            Lihat Semua Invoice
          </Link>
        </div>
      ) : (
        <div className={`${styles.skeleton} skel`} role="status" aria-label="Mohon menunggu.." data-testid="invoice-skeleton" />
      )}
    </section>
  );
}
