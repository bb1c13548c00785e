import type { ProductListType } from './product';

/** "Product list page size 12" (document 1 §9, document 2 §9). */
export const PRODUCT_PAGE_SIZE = 12;

/**
 * The largest page a link may ask for. Documents 1 and 2 name no ceiling; a
 * typed `/products/per_page=100000` must not make the store ask for the whole
 * catalogue at once, and 100 is the largest page the store's API serves.
 */
export const MAX_PER_PAGE = 100;

/**
 * The shopper's product-list filter (document 1 §3: "Filter: q, per_page, page,
 * type, category_group, categories, sub_category, materials, colors, brands,
 * price_min, price_max, room_type, is_bundle"), in domain names; the wire names
 * stay with the adapters and the `/products/{filter}` segment.
 *
 * Facets a shopper can tick several of are lists (the segment repeats their
 * key); the rest hold one value, absent meaning "not filtered". Ids and amounts
 * are numbers; things the links carry by name (`brands=Arkana`,
 * `colors[]=Putih`) are text.
 */
export interface ProductFilter {
  /** `q`: the search keyword; '' means all products (document 1 §5). */
  readonly q: string;
  /** `per_page`: 1 to {@link MAX_PER_PAGE}. */
  readonly perPage: number;
  /** `page`: from 1. */
  readonly page: number;
  /** `type`: terbaru (newest), terlaris (best-selling), … */
  readonly type?: ProductListType;
  /** `category_group`: one group id, e.g. Paket Hemat's. */
  readonly categoryGroup?: number;
  /** `categories`: category ids; a room chosen in the header is one of them. */
  readonly categories: readonly number[];
  /** `sub_category`: sub-category ids (a category's r_subs). */
  readonly subCategory: readonly number[];
  /** `materials`: material names. */
  readonly materials: readonly string[];
  /** `colors`: colour names. */
  readonly colors: readonly string[];
  /** `brands`: brand names, as the Brand menu links them. */
  readonly brands: readonly string[];
  /** `price_min`: whole rupiah, from 0. */
  readonly priceMin?: number;
  /** `price_max`: whole rupiah, from 0. */
  readonly priceMax?: number;
  /**
   * `room_type`: a list of text, like the other facets. Neither document shows
   * whether it holds names or ids; text carries either to the server unchanged.
   */
  readonly roomType: readonly string[];
  /** `is_bundle`: only bundles when true; false lists bundles and single products alike. */
  readonly isBundle: boolean;
}

/** The list with nothing chosen: page 1 of 12, every product (document 1 §4, "Reset filter"). */
export const defaultFilter: ProductFilter = {
  q: '',
  perPage: PRODUCT_PAGE_SIZE,
  page: 1,
  categories: [],
  subCategory: [],
  materials: [],
  colors: [],
  brands: [],
  roomType: [],
  isBundle: false,
};
