import { BehaviorSubject, EMPTY, type Observable, Subject, of, switchMap } from 'rxjs';
import { queryValue } from '../shared/query-string';
import { type Loadable, idle, loadingThen, ready } from '../shared/loadable';
import { settled } from '../shared/settled';
import type { OrderSummary } from './order';
import { type OrderStatus, orderStatuses, orderStatusLabel } from './order-status';
import { ORDER_PAGE_SIZE, type OrdersApi } from './orders-api.port';
import * as storePaths from '../shared/store-paths';

const CALL = 'GET more/transaction/order';

/** The tabs of /profile/orders: all orders, then one per state, in the order an order passes through them. */
export type OrdersTab = 'all' | OrderStatus;
export const ordersTabs: readonly OrdersTab[] = ['all', ...orderStatuses];
export const ordersTabLabel = (tab: OrdersTab): string => (tab === 'all' ? 'Semua' : orderStatusLabel(tab));

/** What the address of /profile/orders holds: the tab (`status`) and the page (`page`, from 1). */
export interface OrdersQuery {
  readonly tab: OrdersTab;
  readonly page: number;
}

export const ORDERS_PATH = storePaths.orders;

/** Reads `?status=shipped&page=2`; anything unknown falls back to all orders, page 1. */
export const ordersQueryOf = (search: string): OrdersQuery => {
  const status = queryValue(search, 'status');
  const page = Number(queryValue(search, 'page'));
  return {
    tab: (orderStatuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

// The address of a tab's page is a path builder's (a page that only links to a tab need not carry the orders' use case).
export { ordersTab as ordersHref } from '../shared/store-paths/orders';

/** What a tab says when it has no orders. */
export const emptyOrdersText = (tab: OrdersTab): string =>
  tab === 'all' ? 'Belum ada pesanan' : `Belum ada pesanan dengan status ${ordersTabLabel(tab)}`;

export interface OrdersPage {
  readonly query: OrdersQuery;
  readonly orders: readonly OrderSummary[];
  readonly total: number;
  readonly totalPages: number;
}

/**
 * `/profile/orders` (document 1 §2): the customer's orders from `GET
 * more/transaction/order`, newest first, 10 a page, one tab per order state.
 * Showing another tab or page replaces a request still on its way, so a slow
 * answer never shows under the wrong tab. An order the shopper changes
 * (cancelled, completed: OrderActions) is shown changed at once, in place.
 */
export class CustomerOrders {
  private readonly requests = new Subject<OrdersQuery | null>();
  private readonly state = new BehaviorSubject<Loadable<OrdersPage>>(idle);
  readonly state$: Observable<Loadable<OrdersPage>> = this.state.asObservable();
  private shown: OrdersQuery | null = null;

  /** `changes`: orders the shopper changed (OrderActions.changed$), shown with their new state where they are listed. */
  constructor(
    private readonly api: Pick<OrdersApi, 'list'>,
    changes: Observable<OrderSummary> = EMPTY,
    private readonly perPage: number = ORDER_PAGE_SIZE,
  ) {
    changes.subscribe((order) => this.replace(order));
    this.requests
      .pipe(
        switchMap((query) =>
          query === null
            ? of(idle)
            : loadingThen(async (): Promise<OrdersPage> => {
                const answer = await this.api.list({ page: query.page, perPage: this.perPage, ...(query.tab === 'all' ? {} : { status: query.tab }) });
                return { query, orders: answer.items, total: answer.total, totalPages: answer.totalPages };
              }, CALL),
        ),
      )
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<OrdersPage> {
    return this.state.getValue();
  }

  /** Shows a tab's page: asks unless that very page is here or on its way. */
  show(query: OrdersQuery): void {
    const { status } = this.current;
    if (this.shown && sameQuery(this.shown, query) && (status === 'loading' || status === 'ready')) return;
    this.load(query);
  }

  /** Resolves once the page shown is no longer on its way (loaded or failed); at once when nothing is shown. */
  settled(): Promise<void> {
    return settled(this.state, (state) => state.status === 'loading').then(() => undefined);
  }

  /** Asks again for what is shown ("Coba Lagi"). */
  reload(): void {
    if (this.shown) this.load(this.shown);
  }

  /** An order the shopper changed: shown with its new state where it is listed, without asking again. */
  replace(order: OrderSummary): void {
    const current = this.current;
    if (current.status !== 'ready') return;
    const orders = current.value.orders.map((listed) => (listed.orderNumber === order.orderNumber ? { ...listed, status: order.status } : listed));
    this.state.next(ready({ ...current.value, orders }));
  }

  /** Leaving the page: nothing of this customer's orders stays, and answers on their way are dropped. */
  forget(): void {
    this.shown = null;
    this.requests.next(null);
  }

  /** Logging out (here, in another tab, or a 401): the same. */
  clearOnLogout(): void {
    this.forget();
  }

  private load(query: OrdersQuery): void {
    this.shown = query;
    this.requests.next(query);
  }
}

const sameQuery = (a: OrdersQuery, b: OrdersQuery): boolean => a.tab === b.tab && a.page === b.page;
