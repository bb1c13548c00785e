import type { CheckoutStarter } from './checkout-starter.port';

/** The checkout once its chunk has arrived: it starts, and it takes a voucher code. */
export interface ArrivingCheckout extends CheckoutStarter {
  applyVoucher(code: string): Promise<unknown>;
}

/** Where the voucher chosen before checkout is kept ("Pakai" on /profile/vouchers: CustomerVouchers). */
export interface ChosenVoucher {
  readonly current: { readonly applied: { readonly code: string } | null };
}

/**
 * The cart's Checkout button: it waits for the checkout (fetched when the
 * shopper presses it), starts it, and hands the voucher the shopper chose
 * ("check out with vouchers", document 1 §1) to the checkout just started.
 * The voucher is applied as the checkout's own, so "a failure clears the
 * applied voucher" (document 1 §4) holds there too. A checkout that would
 * not start (an order is being placed in it) keeps what it has.
 */
export class CheckoutWithChosenVoucher implements CheckoutStarter {
  constructor(
    private readonly arrive: () => Promise<ArrivingCheckout>,
    private readonly vouchers: ChosenVoucher,
  ) {}

  async start(...[items, note]: Parameters<CheckoutStarter['start']>): Promise<boolean> {
    const checkout = await this.arrive();
    const started = await checkout.start(items, note);
    const chosen = this.vouchers.current.applied;
    // Not awaited: the shopper goes on to the first step while the voucher is on its way.
    if (started && chosen) void checkout.applyVoucher(chosen.code);
    return started;
  }
}
