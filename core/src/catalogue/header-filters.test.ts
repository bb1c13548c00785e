import { describe, expect, it } from 'vitest';
import { parseFilterSegment, productListPath } from './filter-segment';
import {
  PAKET_HEMAT_CATEGORY_GROUP,
  PAKET_HEMAT_CATEGORY_GROUP_OLDER_READING,
  allProductsFilter,
  brandFilter,
  categoryGroupFilter,
  paketHematFilter,
  roomFilter,
  searchFilter,
  subCategoryFilter,
} from './header-filters';
import { defaultFilter } from './product-filter';

describe('the header menu\'s list actions (document 1 §2)', () => {
  it('"All Products (resets filters and goes to the list)"', () => {
    expect(allProductsFilter()).toEqual(defaultFilter);
    expect(productListPath(allProductsFilter())).toBe('/products');
  });

  it('"Choosing a room resets the filters, filters by that category id and goes to the list"', () => {
    expect(roomFilter(3)).toEqual({ ...defaultFilter, categories: [3] });
    expect(productListPath(roomFilter(3))).toBe('/products/categories%5B%5D=3');
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

  it('"/products/brands={brand}": the Brand menu lists one brand from the reset filter', () => {
    expect(brandFilter('Arkana')).toEqual({ ...defaultFilter, brands: ['Arkana'] });
    expect(brandFilter('  Arkana ')).toEqual({ ...defaultFilter, brands: ['Arkana'] });
    expect(productListPath(brandFilter('Arkana'))).toBe('/products/brands%5B%5D=Arkana');
    expect(parseFilterSegment('brands=Arkana')).toEqual(brandFilter('Arkana'));
  });

  it('lists everything for a blank brand rather than a brand called ""', () => {
    expect(brandFilter('')).toEqual(defaultFilter);
    expect(brandFilter('   ')).toEqual(defaultFilter);
  });

  it('keeps the room ticked beside its sub-category', () => {
    expect(subCategoryFilter(4, 130)).toEqual({ ...defaultFilter, categories: [4], subCategory: [130] });
  });

  it('filters by any category group of the mega-menu', () => {
    expect(categoryGroupFilter(7)).toEqual({ ...defaultFilter, categoryGroup: 7 });
    expect(categoryGroupFilter(PAKET_HEMAT_CATEGORY_GROUP)).toEqual(paketHematFilter());
  });
});
