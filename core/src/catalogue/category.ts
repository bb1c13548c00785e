import type { ProductImage } from './product';
import * as storePaths from '../shared/store-paths';

/** A category as a link names it. */
export interface CategoryRef {
  readonly id: number;
  readonly name: string;
  /**
   * Document 1 §2: "the lowercased category name with spaces as hyphens"
   * (Springbed & Kasurbusa → springbed-kasurbusa). The server's slug is used as
   * given: the store never derives one itself.
   */
  readonly slug: string;
}

/**
 * One of a category's children (`r_subs`: "children with id, name", document 1
 * §3). The list filters by its id (`sub_category`); slug and count are null
 * when the server leaves them out.
 */
export interface SubCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string | null;
  readonly productCount: number | null;
}

/**
 * A furniture category (document 1 §3, "Category"): a room of document 2 §3
 * (bedroom, kids room, dining and kitchen, living room, work room, others)
 * with its sub-categories and product counts.
 */
export interface Category extends CategoryRef {
  /** `image_url` with `image_alt`: the category tile. */
  readonly image: ProductImage | null;
  readonly imageTitle: string;
  /** `banner_url` with `banner_alt`: the category page's banner. */
  readonly banner: ProductImage | null;
  readonly bannerTitle: string;
  /** `content`: the category page's introduction. */
  readonly content: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly sort: number;
  readonly productCount: number;
  readonly subCategories: readonly SubCategory[];
}

/** "/category/{slug}" (document 1 §2), the slug kept inside one path segment. */
export const categoryHref = (category: Pick<CategoryRef, 'slug'>): string => storePaths.category(category.slug);

/**
 * A group of categories for the header's "All Products" mega-menu, e.g.
 * "Meja" gathering the dining, coffee, work and study tables of every room.
 * Paket Hemat is one of them (document 1 §9: "Bundle category group id is 123").
 */
export interface CategoryGroup {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly image: ProductImage | null;
  readonly sort: number;
  /** True for a group that lists bundles (Paket Hemat) rather than categories. */
  readonly isBundleGroup: boolean;
  readonly categories: readonly CategoryRef[];
}

/** "Category groups appear in columns of 3, up to 12" (document 1 §2). */
export const MEGA_MENU_GROUP_LIMIT = 12;
export const MEGA_MENU_COLUMN_SIZE = 3;

/** The mega-menu's columns: the first 12 groups in the server's order, 3 to a column. */
export const megaMenuColumns = <Group>(groups: readonly Group[]): readonly (readonly Group[])[] => {
  const shown = groups.slice(0, MEGA_MENU_GROUP_LIMIT);
  const columns: Group[][] = [];
  for (let start = 0; start < shown.length; start += MEGA_MENU_COLUMN_SIZE) {
    columns.push(shown.slice(start, start + MEGA_MENU_COLUMN_SIZE));
  }
  return columns;
};

/** One choice of a filter facet: what the link sends, what the shopper reads, how many products have it. */
export interface FacetOption {
  /** What the filter sends, e.g. `Kayu Jati` (materials) or `kamar-tidur` (room_type). */
  readonly value: string;
  readonly label: string;
  readonly productCount: number;
}

export interface ColourOption extends FacetOption {
  /** The swatch, e.g. `#9caf88`. */
  readonly hex: string;
}

export interface FilterCategory extends CategoryRef {
  readonly productCount: number;
  readonly subCategories: readonly SubCategory[];
}

/**
 * What the product list's filter bar offers (`GET uni/product/filter`): one
 * facet per filter key of document 1 §3 that has choices, and the price
 * bounds of the catalogue in whole rupiah.
 */
export interface FilterOptions {
  /** Choices of `categories` (and, nested, `sub_category`). */
  readonly categories: readonly FilterCategory[];
  /** Choices of `room_type`. */
  readonly roomTypes: readonly FacetOption[];
  readonly materials: readonly FacetOption[];
  readonly colors: readonly ColourOption[];
  readonly brands: readonly FacetOption[];
  /** The lowest and highest price a shopper pays from, for `price_min` / `price_max`. */
  readonly priceRange: { readonly min: number; readonly max: number };
}
