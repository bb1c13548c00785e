import { z } from 'zod';
import type { CategoryGroupRecord, ProductRecord } from '../../db/catalogue';
import { discountedPrice, totalStock } from './product-wire';

/** The list types of `GET uni/product` (document 2 §7). */
export const listTypes = ['lastseen', 'terbaru', 'rekomendasi', 'lainnya', 'koleksi-terbaik', 'terlaris'] as const;
export type ListType = (typeof listTypes)[number];

/** The largest page the API serves. */
export const MAX_PER_PAGE = 100;

/** "koleksi-terbaik" (best collection): the products rated at least this. */
export const BEST_COLLECTION_MIN_RATING = 4.7;

/**
 * A list key: `key[]=a&key[]=b` arrives as a list and a plain `key=a` as one
 * text; both read as a list, empty entries dropped.
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    (value): unknown[] => (value === undefined ? [] : (Array.isArray(value) ? (value as unknown[]) : [value]).filter((entry) => entry !== '')),
    z.array(item).max(MAX_PER_PAGE),
  );

const id = () => z.coerce.number().int().min(1);
const name = () => z.string().max(100);

/**
 * The query of `GET uni/product`: every key document 2 lists (type, per_page,
 * page, q, category_group, categories, sub_category, materials, colors,
 * brands, price_min, price_max, room_type, is_bundle, not_id).
 */
export const productListQuery = z.object({
  type: z.enum(listTypes).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(12),
  q: z.string().max(200).optional(),
  category_group: id().optional(),
  categories: listOf(id()),
  sub_category: listOf(id()),
  materials: listOf(name()),
  colors: listOf(name()),
  brands: listOf(name()),
  room_type: listOf(name()),
  price_min: z.coerce.number().min(0).optional(),
  price_max: z.coerce.number().min(0).optional(),
  /** 1 (or true): bundles only; 0, false or absent: bundles and single products alike. */
  is_bundle: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((flag) => flag === '1' || flag === 'true'),
  not_id: z.coerce.number().int().optional(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** What a product is looked up by besides its own fields. */
export interface FilterContext {
  readonly categoryGroups: ReadonlyMap<number, CategoryGroupRecord>;
  readonly categoryNames: ReadonlyMap<number, string>;
}

/** The price a shopper pays from: the lowest discounted variant price (`price_discount_min`). */
export const priceFrom = (product: ProductRecord): number => Math.min(...product.variants.map(discountedPrice));

const lower = (texts: readonly string[]) => texts.map((text) => text.trim().toLowerCase());

/** The text `q` searches: name, brand, materials, room and sub-category. */
const searchableText = (product: ProductRecord, context: FilterContext): string =>
  [product.name, product.brand, ...product.materials, context.categoryNames.get(product.categoryId) ?? '', context.categoryNames.get(product.subCategoryId) ?? '']
    .join(' ')
    .toLowerCase();

/** The words of a keyword: every one must appear ("sofa jati" finds a teak sofa). */
export const keywordWords = (q: string | undefined): string[] => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export const inCategoryGroup = (product: ProductRecord, group: CategoryGroupRecord | undefined): boolean =>
  group !== undefined && (group.bundlesOnly ? product.isBundle : group.subCategoryIds.includes(product.subCategoryId));

/**
 * Whether a product passes every filter key of the query. A list facet matches
 * any of its values (text compared in any case); different keys must all match.
 * An unknown category group matches nothing.
 */
export const matchesFilter = (product: ProductRecord, query: ProductListQuery, context: FilterContext): boolean => {
  // The cheap comparisons first: most products fail on a category before their text is built.
  if (query.categories.length > 0 && !query.categories.includes(product.categoryId)) return false;
  if (query.sub_category.length > 0 && !query.sub_category.includes(product.subCategoryId)) return false;
  const words = keywordWords(query.q);
  if (words.length > 0) {
    const text = searchableText(product, context);
    if (!words.every((word) => text.includes(word))) return false;
  }
  const price = priceFrom(product);
  const anyOf = (wanted: readonly string[], has: readonly string[]) => {
    if (wanted.length === 0) return true;
    const own = new Set(lower(has));
    return lower(wanted).some((value) => own.has(value));
  };
  return (
    (query.category_group === undefined || inCategoryGroup(product, context.categoryGroups.get(query.category_group))) &&
    (query.categories.length === 0 || query.categories.includes(product.categoryId)) &&
    (query.sub_category.length === 0 || query.sub_category.includes(product.subCategoryId)) &&
    anyOf(query.materials, product.materials) &&
    anyOf(
      query.colors,
      product.variants.map((v) => v.colour.name),
    ) &&
    anyOf(query.brands, [product.brand]) &&
    anyOf(query.room_type, [product.roomType]) &&
    (query.price_min === undefined || price >= query.price_min) &&
    (query.price_max === undefined || price <= query.price_max) &&
    (!query.is_bundle || product.isBundle) &&
    (query.not_id === undefined || product.id !== query.not_id)
  );
};

const byId = (a: ProductRecord, b: ProductRecord) => a.id - b.id;
export const byNewest = (a: ProductRecord, b: ProductRecord) => b.createdAt - a.createdAt || b.id - a.id;
export const byBestSelling = (a: ProductRecord, b: ProductRecord) => b.totalSales - a.totalSales || a.id - b.id;
export const byBestRated = (a: ProductRecord, b: ProductRecord) => b.rating - a.rating || byBestSelling(a, b);

/**
 * What each list type selects and in which order (no type: the catalogue's
 * order, by id):
 * - terbaru: newest first;
 * - terlaris: best-selling first;
 * - rekomendasi: products in stock, best rated first, then best-selling;
 * - koleksi-terbaik: products rated 4.7 or more, best rated first, then best-selling;
 * - lainnya: "other products" beside the one on screen (with not_id, categories), in the catalogue's order;
 * - lastseen: the customer's synced history, most recent first (`history`; none for a guest).
 */
export const applyListType = (
  products: readonly ProductRecord[],
  type: ListType | undefined,
  history: readonly number[],
): ProductRecord[] => {
  switch (type) {
    case 'terbaru':
      return [...products].sort(byNewest);
    case 'terlaris':
      return [...products].sort(byBestSelling);
    case 'rekomendasi':
      return products.filter((p) => totalStock(p) > 0).sort(byBestRated);
    case 'koleksi-terbaik':
      return products.filter((p) => p.rating >= BEST_COLLECTION_MIN_RATING).sort(byBestRated);
    case 'lastseen': {
      const byProductId = new Map(products.map((p) => [p.id, p]));
      return history.flatMap((productId) => byProductId.get(productId) ?? []);
    }
    default:
      return [...products].sort(byId);
  }
};
