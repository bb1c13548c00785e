import type { PaymentChoice } from './checkout-order';

/** One instalment plan of a method: so many months, for this fee. */
export interface InstalmentTenor {
  readonly months: number;
  readonly fee: number;
}

/** A way to pay, as `GET uni/payment/list` offers it. */
export interface PaymentMethod {
  readonly code: string;
  readonly name: string;
  /** The group the list shows it under (bank transfer, e-wallet, credit card…). */
  readonly group: string;
  readonly imageUrl: string | null;
  /** What paying this way adds to the bill, whole rupiah. */
  readonly fee: number;
  /** The instalment plans; empty for a method that is paid at once. */
  readonly tenors: readonly InstalmentTenor[];
}

/**
 * A group of payment methods as `GET uni/payment` lists them (virtual account,
 * e-wallet, credit card, retail outlet): what the store accepts, with a
 * picture, for the page's "secure payment" promise and the payment step's headings.
 */
export interface PaymentGroup {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | null;
}

export const isInstalment = (method: PaymentMethod): boolean => method.tenors.length > 0;

export type PaymentChoiceRefusal = 'tenor-required' | 'unknown-tenor';

/**
 * The payment choice for a method and, for instalments, a tenor in months.
 * "payment needs a method, and a tenor when the method is instalments": an
 * instalment method without one of its own tenors is refused; a tenor given
 * for a method paid at once is ignored. The fee is the tenor's when there is one.
 */
export const paymentChoiceFor = (
  method: PaymentMethod,
  tenorMonths: number | null = null,
): { readonly ok: true; readonly choice: PaymentChoice } | { readonly ok: false; readonly reason: PaymentChoiceRefusal } => {
  if (!isInstalment(method)) {
    return { ok: true, choice: { methodCode: method.code, instalment: false, tenor: null, fee: method.fee } };
  }
  if (tenorMonths === null) return { ok: false, reason: 'tenor-required' };
  const tenor = method.tenors.find((plan) => plan.months === tenorMonths);
  if (!tenor) return { ok: false, reason: 'unknown-tenor' };
  return { ok: true, choice: { methodCode: method.code, instalment: true, tenor: tenor.months, fee: tenor.fee } };
};
