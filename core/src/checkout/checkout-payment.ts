import { type Observable, combineLatest, map } from 'rxjs';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { ShoppingCartState } from '../cart/shopping-cart-state';
import type { Loadable } from '../shared/loadable';
import type { Checkout } from './checkout';
import { instalmentPriceOf } from './checkout-items';
import type { CheckoutOptions, CheckoutOptionsState } from './checkout-options';
import type { CheckoutState } from './checkout-state';
import { type InstalmentOffer, instalmentOffer } from './instalment-plans';
import type { PaymentMethod } from './payment-method';

export interface PaymentStepState {
  /** The methods of uni/payment/list. */
  readonly methods: Loadable<readonly PaymentMethod[]>;
  /** Each instalment method's tenors with the amount per month for this order; null without an instalment method (or methods). */
  readonly offer: InstalmentOffer | null;
}

const paymentStepOf = (options: CheckoutOptionsState, checkout: CheckoutState, cart: ShoppingCartState): PaymentStepState => {
  const methods = options.paymentMethods;
  return { methods, offer: methods.status === 'ready' ? instalmentOffer(methods.value, instalmentPriceOf(checkout.order, cart.lines)) : null };
};

/**
 * The payment step: the methods to choose from, and what an instalment
 * method costs a month for this order (the items at the cart's prices plus
 * shipping: the summary's totals come only on review).
 */
export class CheckoutPayment {
  readonly state$: Observable<PaymentStepState>;

  constructor(
    private readonly checkout: Pick<Checkout, 'state$' | 'current'>,
    private readonly options: Pick<CheckoutOptions, 'state$' | 'current' | 'loadPaymentMethods'>,
    private readonly cart: Pick<ShoppingCart, 'state$' | 'current'>,
  ) {
    this.state$ = combineLatest([options.state$, checkout.state$, cart.state$]).pipe(map(([lists, order, lines]) => paymentStepOf(lists, order, lines)));
  }

  get current(): PaymentStepState {
    return paymentStepOf(this.options.current, this.checkout.current, this.cart.current);
  }

  /** The step is shown: its methods are asked for unless they are here or on their way. */
  open(): void {
    const { status } = this.options.current.paymentMethods;
    if (status === 'idle' || status === 'failed') void this.options.loadPaymentMethods();
  }

  /** "Coba Lagi". */
  retry(): void {
    void this.options.loadPaymentMethods();
  }
}
