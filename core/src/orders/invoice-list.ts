import { BehaviorSubject, type Observable } from 'rxjs';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { OrderSummary } from './order';
import { ORDER_PAGE_SIZE, type OrdersApi } from './orders-api.port';
import { settled } from '../shared/settled';

const CALL = 'GET more/transaction/order';

/** The shopper's invoices as far as they are loaded: one per order, newest first. */
export interface InvoiceListPage {
  readonly orders: readonly OrderSummary[];
  /** Orders in all (the list's `total`). */
  readonly total: number;
  /** Whether "Muat Lebih Banyak" has more to load. */
  readonly hasMore: boolean;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /** Why the last further page did not load; the loaded ones stay. */
  readonly moreFailure: StoreFailure | null;
}

/**
 * `/invoice` (needs login; document 1 §2): the shopper's orders from `GET
 * more/transaction/order` ("Order list: total and total_pages", document 1
 * §3), newest first, a page at a time. The first page is loading, ready or
 * failed; later pages append ("Muat Lebih Banyak"), and a failure of one keeps
 * what is shown.
 */
export class InvoiceList {
  private readonly state = new BehaviorSubject<Loadable<InvoiceListPage>>(idle);
  readonly state$: Observable<Loadable<InvoiceListPage>> = this.state.asObservable();
  private page = 0;
  /** Counts loads, so an answer to a load that was replaced is dropped. */
  private generation = 0;

  constructor(
    private readonly api: Pick<OrdersApi, 'list'>,
    private readonly perPage: number = ORDER_PAGE_SIZE,
  ) {}

  get current(): Loadable<InvoiceListPage> {
    return this.state.getValue();
  }

  /** Resolves once the first page is no longer on its way (loaded or failed); at once when none was asked for. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.status === 'loading').then(() => undefined);
  }

  /** Loads the first page again, whatever is shown ("Coba Lagi"). */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state.next(loading);
    try {
      const answer = await this.api.list({ page: 1, perPage: this.perPage });
      if (generation !== this.generation) return;
      this.page = 1;
      this.state.next(ready({ orders: answer.items, total: answer.total, hasMore: 1 < answer.totalPages, loadingMore: false, moreFailure: null }));
    } catch (error) {
      if (generation === this.generation) this.state.next(failed(toStoreFailure(error, CALL)));
    }
  }

  /** Loads the first page unless it is here or on its way (opening the page). */
  ensureLoaded(): Promise<void> {
    const { status } = this.state.getValue();
    return status === 'idle' || status === 'failed' ? this.load() : Promise.resolve();
  }

  /** Leaving the page: the next visit starts from nothing (another shopper may log in), and answers on their way are dropped. */
  forget(): void {
    this.generation++;
    this.page = 0;
    this.state.next(idle);
  }

  /** "Muat Lebih Banyak": appends the next page; does nothing while one is on its way or when all are here. */
  async loadMore(): Promise<void> {
    const shown = this.state.getValue();
    if (shown.status !== 'ready' || !shown.value.hasMore || shown.value.loadingMore) return;
    const generation = this.generation;
    const next = this.page + 1;
    this.state.next(ready({ ...shown.value, loadingMore: true, moreFailure: null }));
    try {
      const answer = await this.api.list({ page: next, perPage: this.perPage });
      if (generation !== this.generation) return;
      this.page = next;
      const known = new Set(shown.value.orders.map((order) => order.orderNumber));
      // A new order between two pages shifts the later pages by one: an order already shown is not shown twice.
      const orders = [...shown.value.orders, ...answer.items.filter((order) => !known.has(order.orderNumber))];
      this.state.next(ready({ orders, total: answer.total, hasMore: next < answer.totalPages, loadingMore: false, moreFailure: null }));
    } catch (error) {
      if (generation === this.generation) this.state.next(ready({ ...shown.value, loadingMore: false, moreFailure: toStoreFailure(error, CALL) }));
    }
  }
}
