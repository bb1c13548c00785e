import { type ProductFilter, defaultFilter } from '../catalogue/product-filter';
import * as storePaths from '../shared/store-paths';

/** One of the home page's budget banners: a price range and where it leads. */
export interface BudgetRange {
  /** Whole rupiah. */
  readonly priceMin: number;
  readonly priceMax: number;
  readonly filter: ProductFilter;
  /** The banner's link, exactly as document 1 §2 writes it. */
  readonly path: string;
}

/**
 * The path keeps the spec's `q=`: the banner link is written that way in
 * document 1 §2, and parsing resets the filter either way, so it changes
 * nothing but the address the shopper sees.
 */
const budget = (priceMin: number, priceMax: number): BudgetRange => ({
  priceMin,
  priceMax,
  filter: { ...defaultFilter, priceMin, priceMax },
  path: storePaths.productList(`q=&price_min=${priceMin}&price_max=${priceMax}`),
});

/**
 * "four budget banners … /products/q=&price_min=0&price_max=500000, then
 * 500000-1000000, 1000000-2000000 and 2000000-10000000" (document 1 §2;
 * document 2 §9 "Budget banners").
 */
export const budgetRanges: readonly BudgetRange[] = [
  budget(0, 500_000),
  budget(500_000, 1_000_000),
  budget(1_000_000, 2_000_000),
  budget(2_000_000, 10_000_000),
];
