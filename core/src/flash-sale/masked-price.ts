import { formatRupiah } from '../money/rupiah';

/** How many leading digits of a price an upcoming flash sale reveals. */
export const MASKED_PRICE_KEPT_DIGITS = 2;

/**
 * Before start a flash sale's prices are "partly masked" (document 1 §4).
 * The price is written as usual and every digit after the first two becomes
 * `x`: `Rp1.250.000` → `Rp1.2xx.xxx`, `Rp899.000` → `Rp89x.xxx`. The text keeps
 * its length and dots, so the card does not jump when the sale starts and the
 * shopper sees the order of magnitude. At least one digit is always hidden,
 * so a price of one or two digits is never shown whole.
 */
export const maskPrice = (amount: number): string => {
  const text = formatRupiah(amount);
  const digits = text.replace(/\D/g, '').length;
  const kept = Math.min(MASKED_PRICE_KEPT_DIGITS, digits - 1);
  let seen = 0;
  return text.replace(/\d/g, (digit) => (seen++ < kept ? digit : 'x'));
};
