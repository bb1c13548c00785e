import { InvoiceList, type InvoiceListPage, type Loadable, failureText, invoiceCountText } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { FailureNotice } from '../../../shared/FailureNotice';
import { useObservable } from '../../../shared/use-store';
import { InvoiceCard } from '../InvoiceCard';
import { InvoiceListSkeleton } from '../OrderSkeletons';
import styles from '../Orders.module.css';

const idle: Loadable<InvoiceListPage> = { status: 'idle' };

/**
 * `/invoice` (needs login; document 1 §2): the shopper's invoices, one per
 * order, newest first, a page at a time ("Muat Lebih Banyak").
 */
export default function InvoicesPage(_props: PageProps) {
  const list = useService(InvoiceList);
  const state = useObservable(list.state$, idle);
  // Fetched afresh on every visit (a new order, a payment, may have come since) and forgotten on leaving.
  useEffect(() => {
    void list.load();
    return () => list.forget();
  }, [list]);

  return (
    <section className={styles.page} aria-labelledby="invoices-title">
      <h1 id="invoices-title" className={styles.title}>
        Invoice Saya
      </h1>
      <p className={styles.subtitle}>Semua tagihan pesanan Anda, dari yang terbaru.</p>
      {(state.status === 'idle' || state.status === 'loading') && <InvoiceListSkeleton />}
      {state.status === 'failed' && <FailureNotice title="Invoice belum dapat ditampilkan." failure={state.failure} onRetry={() => void list.load()} testId="invoices-failure" />}
      {state.status === 'ready' && state.value.orders.length === 0 && (
        <div className={styles.notice} data-testid="invoices-empty">
          <p>
            <strong>Belum ada invoice</strong>
          </p>
          <p>Invoice muncul di sini setelah Anda berbelanja.</p>
          <Link href="/products" className={styles.primaryLink}>
            Belanja Sekarang
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.value.orders.length > 0 && (
        <>
          <ul className={styles.invoices} data-testid="invoice-list">
            {state.value.orders.map((order) => (
              <InvoiceCard key={order.orderNumber} order={order} />
            ))}
          </ul>
          {state.value.moreFailure && (
            <p className={styles.inlineAlert} role="alert">
              {failureText(state.value.moreFailure)}
            </p>
          )}
          {state.value.hasMore && (
            <div className={styles.more}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void list.loadMore()}
                disabled={state.value.loadingMore}
                aria-busy={state.value.loadingMore || undefined}
              >
                {state.value.loadingMore ? 'Mohon menunggu..' : 'Muat Lebih Banyak'}
              </button>
            </div>
          )}
          <p className={styles.muted} aria-live="polite">
            {invoiceCountText(state.value.orders.length, state.value.total)}
          </p>
        </>
      )}
    </section>
  );
}
