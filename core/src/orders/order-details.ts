import { BehaviorSubject, EMPTY, type Observable, Subject, of, switchMap } from 'rxjs';
import { type Loadable, idle, loading, loadingThen, ready } from '../shared/loadable';
import type { OrderDetail } from './order';
import type { OrdersApi } from './orders-api.port';
import { settled } from '../shared/settled';

const CALL = 'GET more/transaction/order/{id}';

/**
 * One order in full, for the order page and the printed invoice (`GET
 * more/transaction/order/{id}`): idle → loading → ready or failed. Opening
 * another order replaces a request still on its way, so a slow answer for the
 * previous order never shows under the new address.
 */
export class OrderDetails {
  /** An order number to fetch, or null to forget what is shown. */
  private readonly requests = new Subject<string | null>();
  private readonly state = new BehaviorSubject<Loadable<OrderDetail>>(idle);
  readonly state$: Observable<Loadable<OrderDetail>> = this.state.asObservable();
  private requested: string | null = null;

  /** `changes`: orders the shopper changed (OrderActions.changed$), shown in place when they are the one shown. */
  constructor(
    private readonly api: Pick<OrdersApi, 'order'>,
    changes: Observable<OrderDetail> = EMPTY,
  ) {
    changes.subscribe((order) => {
      const shown = this.current;
      if (shown.status === 'ready' && shown.value.orderNumber === order.orderNumber) this.replace(order);
    });
    this.requests
      .pipe(
        switchMap((orderNumber) =>
          orderNumber === null
            ? of(idle)
            : loadingThen(() => this.api.order(orderNumber), CALL),
        ),
      )
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<OrderDetail> {
    return this.state.getValue();
  }

  /** Fetches the order, whatever is shown now ("Coba Lagi"). The number is the ordersn or the bill number the address holds. */
  load(orderNumber: string): void {
    this.requested = orderNumber;
    this.requests.next(orderNumber);
  }

  /** Fetches unless this order is already here or on its way. */
  ensureLoaded(orderNumber: string): void {
    const { status } = this.state.getValue();
    if (this.requested === orderNumber && (status === 'loading' || status === 'ready')) return;
    this.load(orderNumber);
  }

  /** Resolves once the order asked for is no longer on its way (loaded or failed); at once when none was asked for. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.status === 'loading').then(() => undefined);
  }

  /** Leaving the page: the next page that asks starts from nothing, and an answer still on its way is dropped. */
  forget(): void {
    this.requested = null;
    this.requests.next(null);
  }

  /** Shows an order the shopper changed (cancelled, completed) without asking again. */
  replace(order: OrderDetail): void {
    this.state.next(ready(order));
  }
}

/** An order that does not exist, or is another customer's (the API answers 404 for both). */
export const isMissingOrder = (state: Loadable<unknown>): boolean => state.status === 'failed' && state.failure.kind === 'not-found';

/**
 * What to show for the order an address names: a loaded order is shown only
 * under its own number (ordersn or bill number); under another it is still
 * loading, never an earlier order.
 */
export const orderStateFor = (state: Loadable<OrderDetail>, orderNumber: string): Loadable<OrderDetail> =>
  state.status === 'ready' && state.value.orderNumber !== orderNumber && state.value.billNumber !== orderNumber ? loading : state;
