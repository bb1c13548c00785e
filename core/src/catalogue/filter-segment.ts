import { type ProductListType, productListTypes } from './product';
import { encodeQueryValue, queryPairs } from '../shared/query-string';
import { MAX_PER_PAGE, type ProductFilter, defaultFilter } from './product-filter';
import * as storePaths from '../shared/store-paths';

/**
 * The `/products/{filter}` path segment (document 1 §2): "query-string-like
 * text. Its keys have [] stripped, and it resets the list filter and then
 * applies it", e.g. `type=terbaru&brands=Arkana&colors[]=Putih`.
 *
 * The segment must reach the parser as written in the address, still
 * percent-encoded: a router that decodes it first turns an encoded `&` inside a
 * keyword into a separator.
 */

type Draft = { -readonly [K in keyof ProductFilter]: ProductFilter[K] };
type ApplyValue = (draft: Draft, value: string) => void;

/** Digits only, so `1e3`, `0x10`, `-1` and ` 5` count as malformed. */
const wholeNumber = (text: string): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
};

const atLeast =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string): number | null => {
    const value = wholeNumber(text);
    return value !== null && value >= min && value <= max ? value : null;
  };

const id = atLeast(1);
const amount = atLeast(0);

const isListType = (text: string): text is ProductListType => (productListTypes as readonly string[]).includes(text);

const isBundleFlag = (text: string): boolean | null => {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
};

/** A later well-formed value of a one-value key replaces an earlier one; a malformed one is ignored. */
const one =
  <K extends keyof Draft>(field: K, read: (text: string) => Draft[K] | null): ApplyValue =>
  (draft, text) => {
    const value = read(text);
    if (value !== null) draft[field] = value;
  };

type ListField = 'categories' | 'subCategory' | 'materials' | 'colors' | 'brands' | 'roomType';

/** A repeated key adds to its list; empty and repeated values add nothing. */
const many =
  <K extends ListField>(field: K, read: (text: string) => Draft[K][number] | null): ApplyValue =>
  (draft, text) => {
    const value = read(text);
    const list: readonly Draft[K][number][] = draft[field];
    if (value !== null && !list.includes(value)) draft[field] = [...list, value] as Draft[K];
  };

const name = (text: string): string | null => (text === '' ? null : text);

/** Segment keys in the order document 1 §3 lists them, which is also the order they are written in. */
const keys = new Map<string, ApplyValue>([
  ['q', one('q', (text) => text)],
  ['per_page', one('perPage', atLeast(1, MAX_PER_PAGE))],
  ['page', one('page', atLeast(1))],
  ['type', one('type', (text) => (isListType(text) ? text : null))],
  ['category_group', one('categoryGroup', id)],
  ['categories', many('categories', id)],
  ['sub_category', many('subCategory', id)],
  ['materials', many('materials', name)],
  ['colors', many('colors', name)],
  ['brands', many('brands', name)],
  ['price_min', one('priceMin', amount)],
  ['price_max', one('priceMax', amount)],
  ['room_type', many('roomType', name)],
  ['is_bundle', one('isBundle', isBundleFlag)],
]);

/**
 * The filter a `/products/{filter}` segment stands for: the default filter plus
 * what the segment says. Unknown keys and malformed values are ignored rather
 * than thrown, since a shopper may type any address.
 */
export const parseFilterSegment = (segment: string): ProductFilter => {
  const draft: Draft = { ...defaultFilter };
  for (const [rawKey, value] of queryPairs(segment)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    keys.get(key)?.(draft, value);
  }
  return draft;
};

/**
 * The segment for a filter: only what differs from the default, in the order of
 * document 1 §3, lists as repeated `key[]=` entries, so that
 * `parseFilterSegment(serializeFilter(f))` gives `f` back. The brackets are
 * written percent-encoded (`key%5B%5D=`): `[` and `]` are not allowed in a
 * URL's path, so a raw one makes every link to the list an invalid href. The
 * parser decodes keys, so the encoded and the raw form read the same.
 */
export const serializeFilter = (filter: ProductFilter): string => {
  const pairs: string[] = [];
  const write = (key: string, value: string | number) => pairs.push(`${key}=${encodeQueryValue(String(value))}`);
  const writeAll = (key: string, values: readonly (string | number)[]) => values.forEach((value) => write(`${key}%5B%5D`, value));

  if (filter.q !== defaultFilter.q) write('q', filter.q);
  if (filter.perPage !== defaultFilter.perPage) write('per_page', filter.perPage);
  if (filter.page !== defaultFilter.page) write('page', filter.page);
  if (filter.type !== undefined) write('type', filter.type);
  if (filter.categoryGroup !== undefined) write('category_group', filter.categoryGroup);
  writeAll('categories', filter.categories);
  writeAll('sub_category', filter.subCategory);
  writeAll('materials', filter.materials);
  writeAll('colors', filter.colors);
  writeAll('brands', filter.brands);
  if (filter.priceMin !== undefined) write('price_min', filter.priceMin);
  if (filter.priceMax !== undefined) write('price_max', filter.priceMax);
  writeAll('room_type', filter.roomType);
  if (filter.isBundle !== defaultFilter.isBundle) write('is_bundle', '1');
  return pairs.join('&');
};

/** The product list's address for a filter: `/products/type=terbaru`, or `/products` for all. */
export const productListPath = (filter: ProductFilter): string => storePaths.productList(serializeFilter(filter));
