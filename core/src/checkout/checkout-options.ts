import { BehaviorSubject, type Observable } from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { ClearedOnLogout } from '../session/participants';
import type { CheckoutApi, ShippingPriceQuery } from './checkout-api.port';
import type { ShippingOption } from './checkout-order';
import { LatestRequest } from '../shared/latest-request';
import type { PaymentMethod } from './payment-method';
import type { Voucher } from './voucher';

/** What the checkout screens offer the shopper to choose from. */
export interface CheckoutOptionsState {
  readonly shippingOptions: Loadable<readonly ShippingOption[]>;
  readonly paymentMethods: Loadable<readonly PaymentMethod[]>;
  readonly vouchers: Loadable<readonly Voucher[]>;
}

const nothingLoaded: CheckoutOptionsState = { shippingOptions: idle, paymentMethods: idle, vouchers: idle };

type Lists = keyof CheckoutOptionsState;

/**
 * The lists the checkout screens choose from: shipping options for an
 * address, payment methods, the shopper's vouchers. Each list shows only the
 * answer to its newest request, so a slow answer for the previous address
 * never shows the prices of the wrong destination.
 */
export class CheckoutOptions implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<CheckoutOptionsState>(nothingLoaded);
  readonly state$: Observable<CheckoutOptionsState> = this.state.asObservable();
  private readonly requests: Record<Lists, LatestRequest> = {
    shippingOptions: new LatestRequest(),
    paymentMethods: new LatestRequest(),
    vouchers: new LatestRequest(),
  };

  constructor(private readonly api: CheckoutApi) {}

  get current(): CheckoutOptionsState {
    return this.state.getValue();
  }

  /** GET uni/shipping-price for where the order goes and what is in it. */
  loadShippingOptions(query: ShippingPriceQuery): Promise<void> {
    return this.load('shippingOptions', () => this.api.shippingPrice(query), 'GET uni/shipping-price');
  }

  loadPaymentMethods(): Promise<void> {
    return this.load('paymentMethods', () => this.api.paymentMethods(), 'GET uni/payment/list');
  }

  loadVouchers(): Promise<void> {
    return this.load('vouchers', () => this.api.vouchers(), 'GET more/voucher');
  }

  /** The review step's voucher line is shown: the shopper's vouchers are asked for once (a failure waits for "Coba Lagi"). */
  showVouchers(): void {
    if (this.current.vouchers.status === 'idle') void this.loadVouchers();
  }

  /** The vouchers are the shopper's own; nothing of a previous shopper stays on screen. */
  clearOnLogout(): void {
    for (const request of Object.values(this.requests)) request.cancel();
    this.state.next(nothingLoaded);
  }

  private async load<K extends Lists>(
    list: K,
    call: () => Promise<CheckoutOptionsState[K] extends Loadable<infer T> ? T : never>,
    name: string,
  ): Promise<void> {
    const isNewest = this.requests[list].begin();
    this.set(list, loading);
    let next: Loadable<unknown>;
    try {
      next = ready(await call());
    } catch (error) {
      next = failed(toStoreFailure(error, name));
    }
    if (isNewest()) this.set(list, next as CheckoutOptionsState[K]);
  }

  private set<K extends Lists>(list: K, value: CheckoutOptionsState[K]): void {
    this.state.next({ ...this.current, [list]: value });
  }
}
