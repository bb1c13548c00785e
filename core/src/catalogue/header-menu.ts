import { productListPath } from './filter-segment';
import { allProductsFilter, brandFilter, categoryGroupFilter, paketHematFilter, roomFilter, subCategoryFilter } from './header-filters';
import type { CategoryGroup } from './category';
import * as storePaths from '../shared/store-paths';

/*
 * The addresses of the header's menus (document 1 §2, "Category header menu":
 * "All Products (resets filters and goes to the list), Paket Hemat (category
 * group filter), MOREVERSE, Layanan Desain Interior, and Ruangan"). Each list
 * link is the product list's address for a header filter, so a link opened
 * in a new tab shows what the click would have.
 */

/** "/moreverse (virtual showroom)". */
export const MOREVERSE_PATH = storePaths.moreverse;
/** "Layanan Desain Interior": "/desain-interior" (/konsultasi redirects there). */
export const INTERIOR_DESIGN_PATH = storePaths.interiorDesign;

export const allProductsHref = (): string => productListPath(allProductsFilter());

export const paketHematHref = (): string => productListPath(paketHematFilter());

export const roomHref = (categoryId: number): string => productListPath(roomFilter(categoryId));

export const subCategoryHref = (categoryId: number, subCategoryId: number): string =>
  productListPath(subCategoryFilter(categoryId, subCategoryId));

/** "/products/brands={brand}". */
export const brandHref = (brand: string): string => productListPath(brandFilter(brand));

/** A group of the "All Products" mega-menu; Paket Hemat's is its own group (id 123). */
export const categoryGroupHref = (group: Pick<CategoryGroup, 'id'>): string =>
  productListPath(categoryGroupFilter(group.id));

/** The same links as one object, for a menu component that takes them together. */
export const headerMenuLinks = {
  allProductsHref,
  paketHematHref,
  roomHref,
  subCategoryHref,
  brandHref,
  categoryGroupHref,
  moreversePath: MOREVERSE_PATH,
  interiorDesignPath: INTERIOR_DESIGN_PATH,
} as const;
