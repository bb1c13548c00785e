import { type ProductFilter, defaultFilter } from '../catalogue/product-filter';

/**
 * "Reset filter sets page 1 and per_page 12, clears all filters and optionally
 * q" (document 1 §4). Keeping q lets the list drop its facets while staying on
 * the shopper's search.
 */
export const resetFilter = (filter: ProductFilter, options: { readonly keepQuery: boolean }): ProductFilter =>
  options.keepQuery ? { ...defaultFilter, q: filter.q } : defaultFilter;
