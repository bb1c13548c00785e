import { ORDERS_PATH, type StoreFailure, failureText, isMissingOrder, storePaths } from '@more/core';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { FailureNotice } from '../../../shared/FailureNotice';
import { Loadable } from '../../../shared/Loadable';
import { OrderSkeleton } from '../OrderSkeletons';
import { OrderView } from '../OrderView';
import styles from '../Orders.module.css';
import { useOrder } from '../use-order';

const FAILURE = 'Pesanan belum dapat ditampilkan.';

/**
 * `/profile/order/{ordersn}` (needs login; document 1 §2): one of the
 * shopper's orders in full. After an order on the website the address holds
 * its bill number ("thanks redirects to /profile/order/{bill_no}"); the
 * orders API finds the order by either number.
 */
export default function OrderPage({ params }: PageProps) {
  const orderNumber = params.ordersn ?? '';
  const { state, retry } = useOrder(orderNumber);

  // A failure is the whole page, its title the page's one h1; a missing order is an answer, shown under the page's own heading.
  if (state.status === 'failed' && !isMissingOrder(state)) {
    return (
      <section className={styles.page}>
        <FailureNotice title={FAILURE} failure={state.failure} onRetry={retry} asPageHeading testId="order-failure" />
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <nav aria-label="Remah roti" className={styles.crumbs}>
        <Link href={storePaths.profile}>Profil</Link> / <Link href={ORDERS_PATH}>Pesanan</Link> / <span aria-current="page">Detail Pesanan</span>
      </nav>
      <h1 id="order-title" className={styles.title}>
        Detail Pesanan
      </h1>
      {state.status === 'failed' ? (
        <OrderNotFound orderNumber={orderNumber} failure={state.failure} />
      ) : (
        <Loadable state={state} skeleton={<OrderSkeleton />} failure={FAILURE} onRetry={retry}>
          {(order) => <OrderView order={order} />}
        </Loadable>
      )}
    </section>
  );
}

const OrderNotFound = ({ orderNumber, failure }: { orderNumber: string; failure: StoreFailure }) => (
  <div className="notice-box" data-testid="order-not-found">
    <p>
      <strong>Pesanan {orderNumber} tidak ditemukan.</strong>
    </p>
    <p>{failureText(failure)} Periksa kembali nomor pesanan Anda.</p>
    <Link href={ORDERS_PATH} className="btn btn-link">
      Lihat Semua Pesanan
    </Link>
  </div>
);
