/**
 * "Currency is Indonesian rupiah with dot thousand separators" (document 1 §9),
 * written the way Indonesian shops print it: `Rp1.250.000`, no space, no cents.
 *
 * Not Intl: `id-ID` inserts a non-breaking space and `,00`, and its output has
 * changed between ICU versions, which would make the same price render
 * differently on the server, in tests and on a shopper's phone.
 */
export const formatRupiah = (amount: number): string => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of rupiah: ${amount}`);
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `${sign}Rp${formatThousands(whole)}`;
};

/** A whole count with dot thousand separators, as Indonesian text writes numbers: `1.204`. */
export const formatThousands = (count: number): string => {
  const whole = Math.round(Math.abs(count));
  const sign = count < 0 && whole !== 0 ? '-' : '';
  // BigInt keeps amounts above 2^53 exact; shop prices never get there, totals of carts may.
  return sign + BigInt(whole).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
};

/** Reads `Rp1.250.000` (as the API sends price texts) back into a number; null when it is not one. */
export const parseRupiah = (text: string): number | null => {
  const match = /^\s*(-)?\s*Rp\s?(\d{1,3}(?:\.\d{3})*|\d+)(?:,\d+)?\s*$/.exec(text);
  if (!match) return null;
  const digits = match[2]!.replace(/\./g, '');
  const value = Number(digits);
  return match[1] && value !== 0 ? -value : value;
};
