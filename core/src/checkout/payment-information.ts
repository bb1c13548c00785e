import { BehaviorSubject, type Observable } from 'rxjs';
import type { OrdersApi } from '../orders/orders-api.port';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { LatestRequest } from '../shared/latest-request';
import { type PaymentDetails, paymentDetailsOf } from './payment-instructions';

/**
 * /checkout/information/{ordersn}: how to pay an order. The page needs no
 * login (document 1 §2), but the order's payment is the customer's: only a
 * logged-in customer's page asks `GET more/transaction/order/apps/{id}`.
 */
export class PaymentInformation implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<Loadable<PaymentDetails>>(idle);
  readonly state$: Observable<Loadable<PaymentDetails>> = this.state.asObservable();
  private readonly request = new LatestRequest();

  constructor(private readonly orders: Pick<OrdersApi, 'appOrder'>) {}

  get current(): Loadable<PaymentDetails> {
    return this.state.getValue();
  }

  async load(orderNumber: string): Promise<void> {
    const isNewest = this.request.begin();
    this.state.next(loading);
    let next: Loadable<PaymentDetails>;
    try {
      next = ready(paymentDetailsOf(await this.orders.appOrder(orderNumber)));
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET more/transaction/order/apps/{id}'));
    }
    if (isNewest()) this.state.next(next);
  }

  clearOnLogout(): void {
    this.request.cancel();
    this.state.next(idle);
  }
}
