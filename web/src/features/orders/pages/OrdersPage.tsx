import { CustomerOrders, type OrdersQuery, emptyOrdersText, ordersHref, ordersQueryOf, ordersTabLabel, ordersTabs, storePaths } from '@more/core';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { OrderCard } from '../OrderCard';
import list from '../OrderList.module.css';
import styles from '../Orders.module.css';

const FAILURE = 'Pesanan belum dapat ditampilkan.';

/**
 * `/profile/orders` (needs login; document 1 §2): the customer's orders,
 * newest first, 10 a page, a tab per order state; the tab and the page are
 * in the address (`?status=shipped&page=2`), so Back and a shared link land
 * on the same view. Each order with the actions its state allows.
 */
export default function OrdersPage(_props: PageProps) {
  const query = ordersQueryOf(useSearch());
  const orders = useService(CustomerOrders);
  const state = useStore(orders);
  const tabs = useRef<HTMLUListElement>(null);

  useEffect(() => {
    orders.show(query);
    // The query is a new object on every render; its tab and page are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders, query.tab, query.page]);
  // On a phone the tabs scroll sideways: the current one is brought into view (a shared link to "Dibatalkan").
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [query.tab]);
  // Leaving the page: the next visit (perhaps another customer's) starts from nothing.
  useEffect(() => () => orders.forget(), [orders]);

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        Pesanan Saya
      </h1>
      <nav aria-label="Status pesanan">
        <ul ref={tabs} className={list.tabs}>
          {ordersTabs.map((tab) => (
            <li key={tab}>
              <Link href={ordersHref({ tab, page: 1 })} className={list.tab} aria-current={tab === query.tab ? 'page' : undefined}>
                {ordersTabLabel(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* What is shown belongs to the address: an answer for another tab or page is still loading here. */}
      <Loadable
        state={state}
        isFor={(page) => sameView(page.query, query)}
        skeleton={<OrdersSkeleton />}
        busyLabel="Memuat pesanan"
        failure={FAILURE}
        onRetry={() => orders.reload()}
        testId="orders"
      >
        {(page) =>
          page.orders.length === 0 ? (
            <div className={list.empty} data-testid="orders-empty">
              <p>
                <strong>{emptyOrdersText(query.tab)}</strong>
              </p>
              <Link href={storePaths.products} className="btn btn-link">
                Belanja Sekarang
              </Link>
            </div>
          ) : (
            <>
              <ul className="stack-3 bare" aria-label={`${ordersTabLabel(query.tab)}, halaman ${query.page}`}>
                {page.orders.map((order) => (
                  <OrderCard key={order.orderNumber} order={order} />
                ))}
              </ul>
              <Pagination page={query.page} totalPages={page.totalPages} hrefFor={(next) => ordersHref({ tab: query.tab, page: next })} label="Halaman pesanan" />
            </>
          )
        }
      </Loadable>
    </section>
  );
}

const sameView = (a: OrdersQuery, b: OrdersQuery) => a.tab === b.tab && a.page === b.page;

const OrdersSkeleton = () => (
  <div className="stack-3 bare">
    <div className={list.orderCardSkeleton} />
    <div className={list.orderCardSkeleton} />
    <div className={list.orderCardSkeleton} />
  </div>
);
