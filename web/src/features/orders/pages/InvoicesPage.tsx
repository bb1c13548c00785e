import { InvoiceList, type InvoiceListPage, allProductsHref, failureText, invoiceCountText } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { Loadable } from '../../../shared/Loadable';
import { useStore } from '../../../shared/use-store';
import { InvoiceCard } from '../InvoiceCard';
import { InvoiceListSkeleton } from '../OrderSkeletons';
import styles from '../Orders.module.css';

/**
 * `/invoice` (needs login; document 1 §2): the shopper's invoices, one per
 * order, newest first, a page at a time ("Muat Lebih Banyak").
 */
export default function InvoicesPage(_props: PageProps) {
  const list = useService(InvoiceList);
  const state = useStore(list);
  // Fetched afresh on every visit (a new order, a payment, may have come since) and forgotten on leaving.
  useEffect(() => {
    void list.ensureLoaded();
    return () => list.forget();
  }, [list]);

  return (
    <section className={styles.page} aria-labelledby="invoices-title">
      <h1 id="invoices-title" className={styles.title}>
        Invoice Saya
      </h1>
      <p className={styles.subtitle}>Semua tagihan pesanan Anda, dari yang terbaru.</p>
      <Loadable
        state={state}
        skeleton={<InvoiceListSkeleton />}
        failure="Invoice belum dapat ditampilkan."
        onRetry={() => void list.load()}
        failureTestId="invoices-failure"
      >
        {(invoices) => (invoices.orders.length === 0 ? <NoInvoices /> : <Invoices invoices={invoices} onMore={() => void list.loadMore()} />)}
      </Loadable>
    </section>
  );
}

const NoInvoices = () => (
  <div className="notice-box" data-testid="invoices-empty">
    <p>
      <strong>Belum ada invoice</strong>
    </p>
    <p>Invoice muncul di sini setelah Anda berbelanja.</p>
    <Link href={allProductsHref()} className="btn btn-link">
      Belanja Sekarang
    </Link>
  </div>
);

/** The invoices loaded so far, "Muat Lebih Banyak" while more follow, and how many of all are shown. */
const Invoices = ({ invoices, onMore }: { invoices: InvoiceListPage; onMore: () => void }) => (
  <>
    <ul className={styles.invoices} data-testid="invoice-list">
      {invoices.orders.map((order) => (
        <InvoiceCard key={order.orderNumber} order={order} />
      ))}
    </ul>
    {invoices.moreFailure && (
      <p className={styles.inlineAlert} role="alert">
        {failureText(invoices.moreFailure)}
      </p>
    )}
    {invoices.hasMore && (
      <div className={styles.more}>
        <button type="button" className="pill-outline btn-wait" onClick={onMore} disabled={invoices.loadingMore} aria-busy={invoices.loadingMore || undefined}>
          {invoices.loadingMore ? 'Mohon menunggu..' : 'Muat Lebih Banyak'}
        </button>
      </div>
    )}
    <p className="muted" aria-live="polite">
      {invoiceCountText(invoices.orders.length, invoices.total)}
    </p>
  </>
);
