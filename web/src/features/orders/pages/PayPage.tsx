import { NO_PENDING_PAYMENTS_TEXT, OrderActions, PENDING_PAYMENTS_TITLE, PendingPayments, orderStatusLabel, pendingPaymentsHref, pendingPaymentsPageOf, storePaths } from '@more/core';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import list from '../OrderList.module.css';
import { PendingPaymentCard } from '../PendingPaymentCard';
import styles from '../Orders.module.css';

/**
 * `/profile/pay` (needs login; document 1 §2): the orders still waiting for
 * payment, newest first, 10 a page (`?page=2`), each with the facts of
 * /checkout/information/{ordersn} and the time left, so a shopper who left
 * the payment page can finish.
 */
export default function PayPage(_props: PageProps) {
  const page = pendingPaymentsPageOf(useSearch());
  const payments = useService(PendingPayments);
  const state = useStore(payments);
  // A cancelled order leaves the list with its card: what happened to it is said at the page's head instead.
  const actions = useService(OrderActions);
  const [changed, setChanged] = useState('');
  useEffect(() => {
    const subscription = actions.changed$.subscribe((order) => setChanged(`Pesanan ${order.orderNumber} ${orderStatusLabel(order.status).toLowerCase()}.`));
    return () => subscription.unsubscribe();
  }, [actions]);

  useEffect(() => payments.show(page), [payments, page]);
  // Leaving the page: the next visit (perhaps another customer's) starts from nothing.
  useEffect(() => () => payments.forget(), [payments]);

  return (
    <section className={styles.page} aria-labelledby="pay-title">
      <h1 id="pay-title" className={styles.title}>
        {PENDING_PAYMENTS_TITLE}
      </h1>
      <p role="status" className={styles.actionDone} data-testid="pending-payments-changed">
        {changed}
      </p>
      <Loadable
        state={state}
        isFor={(answer) => answer.page === page}
        skeleton={<PaySkeleton />}
        busyLabel="Memuat pembayaran"
        failure="Pesanan yang menunggu pembayaran belum dapat ditampilkan."
        onRetry={() => payments.reload()}
        testId="pending-payments"
      >
        {(answer) =>
          answer.payments.length === 0 ? (
            <div className={list.empty} data-testid="pending-payments-empty">
              <p>
                <strong>{NO_PENDING_PAYMENTS_TEXT}</strong>
              </p>
              <Link href={storePaths.orders} className="btn btn-link">
                Lihat Pesanan Saya
              </Link>
            </div>
          ) : (
            <>
              <ul className="stack-3 bare" aria-label={`${PENDING_PAYMENTS_TITLE}, halaman ${page}`}>
                {answer.payments.map((payment) => (
                  <PendingPaymentCard key={payment.order.orderNumber} payment={payment} />
                ))}
              </ul>
              <Pagination page={page} totalPages={answer.totalPages} hrefFor={pendingPaymentsHref} label="Halaman pembayaran" />
            </>
          )
        }
      </Loadable>
    </section>
  );
}

const PaySkeleton = () => (
  <div className="stack-3 bare">
    <div className={list.orderCardSkeleton} />
    <div className={list.orderCardSkeleton} />
  </div>
);
