import { type ProductFilter, defaultFilter } from './product-filter';

/**
 * "Bundle category group id is 123" (document 1 §9): the Paket Hemat group as
 * the header, footer, package list and newest type use it (document 2 §9).
 */
export const PAKET_HEMAT_CATEGORY_GROUP = 123;

/**
 * "an older reading in one place gives 14" (document 1 §9; document 2 §9: "14
 * in one reading (category menu)"). Kept only to name it: no rule uses it, so
 * every Paket Hemat link of the store asks for 123, and an old link carrying
 * `category_group=14` is passed to the server as written.
 */
export const PAKET_HEMAT_CATEGORY_GROUP_OLDER_READING = 14;

/*
 * The header's list actions (document 1 §2, "Category header menu"). Each one
 * starts from the reset filter with q cleared as well: a keyword left over from
 * an earlier search would hide most of what the shopper just asked to see.
 */

/** "All Products (resets filters and goes to the list)". */
export const allProductsFilter = (): ProductFilter => defaultFilter;

/** "Choosing a room resets the filters, filters by that category id and goes to the list". */
export const roomFilter = (categoryId: number): ProductFilter => ({ ...defaultFilter, categories: [categoryId] });

/** "Paket Hemat (category group filter)". */
export const paketHematFilter = (): ProductFilter => ({ ...defaultFilter, categoryGroup: PAKET_HEMAT_CATEGORY_GROUP });

/** The header search box's submit: "/products/q={keyword} (an empty q means all)". */
export const searchFilter = (keyword: string): ProductFilter => ({ ...defaultFilter, q: keyword });

/**
 * The Brand menu's links: "/products/brands={brand}" (document 1 §2), from the
 * reset filter like the other header actions. A blank brand names none, so it
 * lists everything rather than asking for a brand called "".
 */
export const brandFilter = (brand: string): ProductFilter => {
  const name = brand.trim();
  return name === '' ? defaultFilter : { ...defaultFilter, brands: [name] };
};

/**
 * A sub-category in the "Ruangan" dropdown: the room stays chosen beside it,
 * so the list's filter bar shows both as ticked, as choosing them there would.
 */
export const subCategoryFilter = (categoryId: number, subCategoryId: number): ProductFilter => ({
  ...defaultFilter,
  categories: [categoryId],
  subCategory: [subCategoryId],
});

/** A category group of the "All Products" mega-menu (Paket Hemat's among them). */
export const categoryGroupFilter = (groupId: number): ProductFilter => ({ ...defaultFilter, categoryGroup: groupId });
