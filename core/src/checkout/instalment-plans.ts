import { BehaviorSubject, type Observable } from 'rxjs';
import { formatRupiah } from '../money/rupiah';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { CheckoutApi } from './checkout-api.port';
import { LatestRequest } from '../shared/latest-request';
import { type InstalmentTenor, type PaymentMethod, isInstalment } from './payment-method';

/**
 * What one month of an instalment plan costs: the price plus the tenor's fee,
 * spread over its months, rounded UP to the whole rupiah. Rounding up means
 * the months together never collect less than the plan costs, and overshoot
 * it by less than one rupiah a month (the store's choice: document 1 names
 * no rounding, and a shopper told "RpX/bulan" must never find the last month
 * dearer than the others).
 */
export const monthlyInstalment = (price: number, tenor: InstalmentTenor): number => {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Not a price: ${price}`);
  if (!Number.isInteger(tenor.months) || tenor.months < 1) throw new RangeError(`Not a tenor: ${tenor.months} months`);
  return Math.ceil((Math.round(price) + Math.max(0, tenor.fee)) / tenor.months);
};

/** One row of the instalment table: a method's tenor for this price. */
export interface InstalmentRow {
  readonly methodCode: string;
  readonly methodName: string;
  /** The group the method is listed under (credit card, pay-later…), for the table's heading. */
  readonly group: string;
  readonly months: number;
  /** e.g. "3 bulan". */
  readonly tenorLabel: string;
  readonly monthly: number;
  /** e.g. "Rp1.166.667/bulan". */
  readonly monthlyText: string;
  /** "Tanpa biaya" or "Biaya Rp99.000". */
  readonly feeText: string;
}

/** The product page's instalment view for one price: the cheapest month first, then every plan by method. */
export interface InstalmentOffer {
  /** "Cicilan mulai Rp1.166.667/bulan". */
  readonly headline: string;
  readonly cheapestMonthly: number;
  /** Every plan, by method in the list's order, shortest tenor first. */
  readonly rows: readonly InstalmentRow[];
}

/**
 * The instalment plans the payment methods offer for a price, or null when
 * no method is paid in instalments (the view then shows nothing).
 */
export const instalmentOffer = (methods: readonly PaymentMethod[], price: number): InstalmentOffer | null => {
  const rows = methods.filter(isInstalment).flatMap((method) =>
    [...method.tenors]
      .filter((tenor) => Number.isInteger(tenor.months) && tenor.months >= 1)
      .sort((a, b) => a.months - b.months)
      .map((tenor): InstalmentRow => {
        const monthly = monthlyInstalment(price, tenor);
        return {
          methodCode: method.code,
          methodName: method.name,
          group: method.group,
          months: tenor.months,
          tenorLabel: `${tenor.months} bulan`,
          monthly,
          monthlyText: `${formatRupiah(monthly)}/bulan`,
          feeText: tenor.fee > 0 ? `Biaya ${formatRupiah(tenor.fee)}` : 'Tanpa biaya',
        };
      }),
  );
  if (rows.length === 0) return null;
  const cheapestMonthly = Math.min(...rows.map((row) => row.monthly));
  return { headline: `Cicilan mulai ${formatRupiah(cheapestMonthly)}/bulan`, cheapestMonthly, rows };
};

/**
 * The payment methods that are paid in instalments (`GET uni/payment/list`),
 * loaded once per page life: the list is the store's, not the product's, so
 * every product page shows its instalments from the same answer, and a
 * variant's price change needs no new call ({@link instalmentOffer} does the sums).
 */
export class InstalmentPlans {
  private readonly state = new BehaviorSubject<Loadable<readonly PaymentMethod[]>>(idle);
  readonly state$: Observable<Loadable<readonly PaymentMethod[]>> = this.state.asObservable();
  private readonly request = new LatestRequest();

  constructor(private readonly api: CheckoutApi) {}

  get current(): Loadable<readonly PaymentMethod[]> {
    return this.state.getValue();
  }

  /** Loads unless the methods are here or on their way. */
  ensureLoaded(): Promise<void> {
    const { status } = this.current;
    return status === 'idle' || status === 'failed' ? this.load() : Promise.resolve();
  }

  /** Loads again (the retry button). */
  async load(): Promise<void> {
    const isNewest = this.request.begin();
    this.state.next(loading);
    let next: Loadable<readonly PaymentMethod[]>;
    try {
      next = ready((await this.api.paymentMethods()).filter(isInstalment));
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET uni/payment/list'));
    }
    if (isNewest()) this.state.next(next);
  }
}
