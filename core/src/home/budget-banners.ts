import { type BudgetRange, budgetRanges } from '../filter/budget-ranges';
import { formatRupiah } from '../money/rupiah';

/** One of the four budget banners of the home page, as the view shows it. */
export interface BudgetBanner {
  /** Exactly document 1 §2's link, e.g. `/products/q=&price_min=0&price_max=500000`. */
  readonly href: string;
  /** "Di bawah Rp500.000", "Rp500.000 - Rp1.000.000", … */
  readonly label: string;
}

/** A range from 0 reads "below its top"; the others name both ends. */
export const budgetLabel = (range: Pick<BudgetRange, 'priceMin' | 'priceMax'>): string =>
  range.priceMin <= 0 ? `Di bawah ${formatRupiah(range.priceMax)}` : `${formatRupiah(range.priceMin)} - ${formatRupiah(range.priceMax)}`;

/** "four budget banners" (document 1 §2), in the order the spec lists them. */
export const budgetBanners: readonly BudgetBanner[] = budgetRanges.map((range) => ({ href: range.path, label: budgetLabel(range) }));
