import { describe, expect, it } from 'vitest';
import { budgetRanges } from './budget-ranges';
import { parseFilterSegment, productListPath } from '../catalogue/filter-segment';
import { defaultFilter } from '../catalogue/product-filter';

describe('budget banners', () => {
  it('"The budget banners link to /products/q=&price_min=0&price_max=500000, then 500000-1000000, 1000000-2000000 and 2000000-10000000" (document 1 §2)', () => {
    expect(budgetRanges.map((range) => range.path)).toEqual([
      '/products/q=&price_min=0&price_max=500000',
      '/products/q=&price_min=500000&price_max=1000000',
      '/products/q=&price_min=1000000&price_max=2000000',
      '/products/q=&price_min=2000000&price_max=10000000',
    ]);
  });

  it('"Budget banners: 0-500000, 500000-1000000, 1000000-2000000, 2000000-10000000" (document 2 §9)', () => {
    expect(budgetRanges.map((range) => `${range.priceMin}-${range.priceMax}`)).toEqual([
      '0-500000',
      '500000-1000000',
      '1000000-2000000',
      '2000000-10000000',
    ]);
  });

  it('each link opens exactly its range\'s filter, and that filter leads to the same list', () => {
    for (const range of budgetRanges) {
      expect(range.filter).toEqual({ ...defaultFilter, priceMin: range.priceMin, priceMax: range.priceMax });
      expect(parseFilterSegment(range.path.slice('/products/'.length))).toEqual(range.filter);
      expect(parseFilterSegment(productListPath(range.filter).slice('/products/'.length))).toEqual(range.filter);
    }
  });
});
