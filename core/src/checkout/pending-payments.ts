import { BehaviorSubject, EMPTY, type Observable, Subject, map, of, switchMap, takeWhile } from 'rxjs';
import { countdown } from '../flash-sale/countdown';
import { everySecond } from '../flash-sale/sale-clock';
import type { OrderSummary } from '../orders/order';
import { ORDER_PAGE_SIZE, type OrdersApi } from '../orders/orders-api.port';
import type { ClearedOnLogout } from '../session/participants';
import { type Loadable, idle, loadingThen, ready } from '../shared/loadable';
import { queryValue } from '../shared/query-string';
import type { Scheduler } from '../shared/time';
import { type PaymentDetails, paymentDetailsOf } from './payment-instructions';
import * as storePaths from '../shared/store-paths';
import { settled } from '../shared/settled';

/** `/profile/pay` (document 1 §2): the orders a customer still has to pay. */
export const PENDING_PAYMENTS_PATH = storePaths.pendingPayments;
export const PENDING_PAYMENTS_TITLE = 'Menunggu Pembayaran';
export const NO_PENDING_PAYMENTS_TEXT = 'Tidak ada pesanan yang menunggu pembayaran';

/** `?page=2` of /profile/pay; anything else is page 1, which the address leaves out. */
export const pendingPaymentsPageOf = (search: string): number => {
  const page = Number(queryValue(search, 'page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
export const pendingPaymentsHref = (page: number): string => (page > 1 ? `${PENDING_PAYMENTS_PATH}?page=${page}` : PENDING_PAYMENTS_PATH);

/** An order waiting for its payment, with what the information page shows of it (method, virtual account, amount, steps). */
export interface PendingPayment {
  readonly order: OrderSummary;
  readonly payment: PaymentDetails;
  /** The deadline, milliseconds since the epoch; null when the store gave none. */
  readonly payBefore: number | null;
}

export interface PendingPaymentsPage {
  readonly page: number;
  readonly payments: readonly PendingPayment[];
  readonly totalPages: number;
}

const CALLS = 'GET more/transaction/order?status, GET more/transaction/order/apps/{id}';

/**
 * The orders awaiting payment (`GET more/transaction/order` with that status,
 * 10 a page, newest first), each with its payment as the mobile app reads it
 * (`GET more/transaction/order/apps/{id}`: method, virtual account, deadline):
 * the same facts as /checkout/information/{ordersn}, so a shopper who left the
 * payment page can finish. An order the shopper cancels here (OrderActions'
 * changes) leaves the list at once.
 */
export class PendingPayments implements ClearedOnLogout {
  private readonly requests = new Subject<number | null>();
  private readonly state = new BehaviorSubject<Loadable<PendingPaymentsPage>>(idle);
  readonly state$: Observable<Loadable<PendingPaymentsPage>> = this.state.asObservable();
  private shown: number | null = null;

  constructor(
    private readonly api: Pick<OrdersApi, 'list' | 'appOrder'>,
    changes: Observable<OrderSummary> = EMPTY,
    private readonly perPage: number = ORDER_PAGE_SIZE,
  ) {
    changes.subscribe((order) => this.changed(order));
    this.requests
      .pipe(switchMap((page) => (page === null ? of(idle) : loadingThen(() => this.fetch(page), CALLS))))
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<PendingPaymentsPage> {
    return this.state.getValue();
  }

  /** Resolves once the page shown is no longer on its way (loaded or failed); at once when nothing is shown. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.status === 'loading').then(() => undefined);
  }

  /** Shows a page unless it is here or on its way. */
  show(page: number): void {
    const { status } = this.current;
    if (this.shown === page && (status === 'loading' || status === 'ready')) return;
    this.load(page);
  }

  reload(): void {
    if (this.shown !== null) this.load(this.shown);
  }

  /** Leaving the page: nothing of this customer's payments stays, and answers on their way are dropped. */
  forget(): void {
    this.shown = null;
    this.requests.next(null);
  }

  clearOnLogout(): void {
    this.forget();
  }

  private load(page: number): void {
    this.shown = page;
    this.requests.next(page);
  }

  private async fetch(page: number): Promise<PendingPaymentsPage> {
    const orders = await this.api.list({ page, perPage: this.perPage, status: 'awaiting-payment' });
    const payments = await Promise.all(
      orders.items.map(async (order): Promise<PendingPayment> => {
        const app = await this.api.appOrder(order.orderNumber);
        return { order, payment: paymentDetailsOf(app), payBefore: app.payBefore };
      }),
    );
    return { page, payments, totalPages: orders.totalPages };
  }

  /** An order paid or cancelled is no longer waiting: it leaves the list without asking again. */
  private changed(order: OrderSummary): void {
    const current = this.current;
    if (current.status !== 'ready' || order.status === 'awaiting-payment') return;
    const payments = current.value.payments.filter((payment) => payment.order.orderNumber !== order.orderNumber);
    if (payments.length !== current.value.payments.length) this.state.next(ready({ ...current.value, payments }));
  }
}

/** What a payment's deadline reads now: the time left as HH:MM:SS, or that it has passed. */
export interface PaymentDeadline {
  readonly left: string;
  readonly passed: boolean;
}

export const PAYMENT_DEADLINE_PASSED_TEXT = 'Batas waktu pembayaran telah lewat';

/**
 * The countdown to a payment's deadline from the store's scheduler: at once,
 * then every whole second, until (and including) the tick that reaches the
 * deadline; then no timer is kept. No deadline: nothing is emitted.
 */
export const paymentDeadline$ = (scheduler: Scheduler, payBefore: number | null): Observable<PaymentDeadline> =>
  payBefore === null
    ? EMPTY
    : everySecond(scheduler).pipe(
        takeWhile((now) => now < payBefore, true),
        map((now) => ({ left: countdown(payBefore - now), passed: now >= payBefore })),
      );
