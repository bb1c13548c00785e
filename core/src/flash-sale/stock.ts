/** A flash-sale card comes small (home carousel) or large (promotion page). */
export type FlashSaleCardSize = 'small' | 'large';

/**
 * "The stock label is "Habis" when remains is 0, "Hampir Habis" when it is 1
 * (small card only), else "Stok Terbatas"" (document 1 §4, document 2 §9).
 * A negative remains (oversold) reads as "Habis".
 */
export const stockLabel = (remains: number, size: FlashSaleCardSize): string => {
  if (remains <= 0) return 'Habis';
  if (remains === 1 && size === 'small') return 'Hampir Habis';
  return 'Stok Terbatas';
};

/**
 * "The stock bar width is remains divided by limit", as a fraction 0..1 of the
 * bar. Clamped, since the server's counts can disagree (remains above limit);
 * no limit (0 or less) and nonsense (NaN) give an empty bar.
 */
export const stockBarWidth = (remains: number, limit: number): number => {
  const ratio = remains / limit;
  if (!(limit > 0) || !(ratio > 0)) return 0;
  return Math.min(1, ratio);
};
