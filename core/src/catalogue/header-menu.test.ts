import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilterSegment } from './filter-segment';
import { allProductsFilter, brandFilter, categoryGroupFilter, paketHematFilter, roomFilter, subCategoryFilter } from './header-filters';
import type { ProductFilter } from './product-filter';
import {
  INTERIOR_DESIGN_PATH,
  MOREVERSE_PATH,
  allProductsHref,
  brandHref,
  categoryGroupHref,
  headerMenuLinks,
  paketHematHref,
  roomHref,
  subCategoryHref,
} from './header-menu';

/** What the product list reads from an address: the segment after /products/, as written. */
const filterOf = (href: string): ProductFilter => {
  expect(href === '/products' || href.startsWith('/products/')).toBe(true);
  return parseFilterSegment(href.slice('/products/'.length));
};

const id = fc.integer({ min: 1, max: 1_000_000 });

describe('the header menu\'s links (document 1 §2, "Category header menu")', () => {
  it('gives each list link the address of its filter', () => {
    expect(allProductsHref()).toBe('/products');
    expect(paketHematHref()).toBe('/products/category_group=123');
    expect(roomHref(4)).toBe('/products/categories%5B%5D=4');
    expect(subCategoryHref(4, 130)).toBe('/products/categories%5B%5D=4&sub_category%5B%5D=130');
    expect(brandHref('Arkana')).toBe('/products/brands%5B%5D=Arkana');
    expect(categoryGroupHref({ id: 7 })).toBe('/products/category_group=7');
  });

  it('"MOREVERSE" and "Layanan Desain Interior" lead to their pages', () => {
    expect(MOREVERSE_PATH).toBe('/moreverse');
    expect(INTERIOR_DESIGN_PATH).toBe('/desain-interior');
  });

  it('offers the same links as one object', () => {
    expect(headerMenuLinks.roomHref(4)).toBe(roomHref(4));
    expect(headerMenuLinks.moreversePath).toBe(MOREVERSE_PATH);
    expect(headerMenuLinks.interiorDesignPath).toBe(INTERIOR_DESIGN_PATH);
  });

  it('reads a brand with spaces and symbols back whole', () => {
    expect(brandHref('Kayu & Co')).toBe('/products/brands%5B%5D=Kayu+%26+Co');
    expect(filterOf(brandHref('Kayu & Co')).brands).toEqual(['Kayu & Co']);
  });

  describe('PROPERTY: every link reads back as the filter it was made from', () => {
    it('fixed links', () => {
      expect(filterOf(allProductsHref())).toEqual(allProductsFilter());
      expect(filterOf(paketHematHref())).toEqual(paketHematFilter());
    });

    it('rooms, sub-categories and groups, for any ids', () => {
      fc.assert(
        fc.property(id, id, (categoryId, subCategoryId) => {
          expect(filterOf(roomHref(categoryId))).toEqual(roomFilter(categoryId));
          expect(filterOf(subCategoryHref(categoryId, subCategoryId))).toEqual(subCategoryFilter(categoryId, subCategoryId));
          expect(filterOf(categoryGroupHref({ id: categoryId }))).toEqual(categoryGroupFilter(categoryId));
        }),
      );
    });

    it('brands, for any name', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (brand) => {
          expect(filterOf(brandHref(brand))).toEqual(brandFilter(brand));
        }),
      );
    });
  });
});
