import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validFilters } from '../catalogue/product-filter.fixture';
import { PRODUCT_PAGE_SIZE, defaultFilter } from '../catalogue/product-filter';
import { resetFilter } from './reset-filter';

describe('"Reset filter sets page 1 and per_page 12, clears all filters and optionally q" (document 1 §4)', () => {
  const chosen = {
    ...defaultFilter,
    q: 'kasur',
    perPage: 24,
    page: 4,
    type: 'terlaris' as const,
    categoryGroup: 123,
    categories: [2],
    brands: ['Arkana'],
    priceMin: 0,
    priceMax: 500000,
    isBundle: true,
  };

  it('clears q too when not asked to keep it', () => {
    expect(resetFilter(chosen, { keepQuery: false })).toEqual(defaultFilter);
  });

  it('keeps q when asked to', () => {
    expect(resetFilter(chosen, { keepQuery: true })).toEqual({ ...defaultFilter, q: 'kasur' });
  });

  it('"Product list page size 12" (document 1 §9) is the reset page size', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(12);
    expect(defaultFilter).toEqual({
      q: '',
      perPage: 12,
      page: 1,
      categories: [],
      subCategory: [],
      materials: [],
      colors: [],
      brands: [],
      roomType: [],
      isBundle: false,
    });
  });

  it('PROPERTY: for any filter, the reset is page 1 of 12 with nothing chosen but, optionally, the same q', () => {
    fc.assert(
      fc.property(validFilters, fc.boolean(), (filter, keepQuery) => {
        const reset = resetFilter(filter, { keepQuery });
        expect(reset).toEqual({ ...defaultFilter, q: keepQuery ? filter.q : '' });
        expect(resetFilter(reset, { keepQuery })).toEqual(reset);
      }),
    );
  });
});
