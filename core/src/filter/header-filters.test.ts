import { describe, expect, it } from 'vitest';
import { parseFilterSegment, productListPath } from './filter-segment';
import {
  PAKET_HEMAT_CATEGORY_GROUP,
  PAKET_HEMAT_CATEGORY_GROUP_OLDER_READING,
  allProductsFilter,
  paketHematFilter,
  roomFilter,
  searchFilter,
} from './header-filters';
import { defaultFilter } from './product-filter';

describe('the header menu\'s list actions (document 1 §2)', () => {
  it('"All Products (resets filters and goes to the list)"', () => {
    expect(allProductsFilter()).toEqual(defaultFilter);
    expect(productListPath(allProductsFilter())).toBe('/products');
  });

  it('"Choosing a room resets the filters, filters by that category id and goes to the list"', () => {
    expect(roomFilter(3)).toEqual({ ...defaultFilter, categories: [3] });
    expect(productListPath(roomFilter(3))).toBe('/products/categories[]=3');
  });

  it('"Paket Hemat (category group filter)" with "Bundle category group id is 123" (document 1 §9)', () => {
    expect(PAKET_HEMAT_CATEGORY_GROUP).toBe(123);
    expect(paketHematFilter()).toEqual({ ...defaultFilter, categoryGroup: 123 });
    expect(productListPath(paketHematFilter())).toBe('/products/category_group=123');
  });

  it('names "an older reading in one place gives 14" without using it: an old link keeps its 14', () => {
    expect(PAKET_HEMAT_CATEGORY_GROUP_OLDER_READING).toBe(14);
    expect(paketHematFilter().categoryGroup).not.toBe(PAKET_HEMAT_CATEGORY_GROUP_OLDER_READING);
    expect(parseFilterSegment('category_group=14').categoryGroup).toBe(14);
  });

  it('"/products/q={keyword} (an empty q means all)": the search box leads to the keyword alone', () => {
    expect(productListPath(searchFilter('meja makan'))).toBe('/products/q=meja+makan');
    expect(searchFilter('')).toEqual(defaultFilter);
  });
});
