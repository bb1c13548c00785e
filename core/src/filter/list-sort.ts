import type { ProductListType } from '../catalogue/product';
import type { ProductFilter } from '../catalogue/product-filter';

/** One choice of the list's "Urutkan" control; `value` '' is the catalogue's own order (no `type`). */
export interface SortOption {
  readonly value: ProductListType | '';
  readonly label: string;
}

/** The catalogue's own order, when the list has no `type`. */
export const DEFAULT_SORT_LABEL = 'Paling Sesuai';

/**
 * Indonesian names of the list types of `GET uni/product` (document 2 §7:
 * "type (lastseen, terbaru, rekomendasi, lainnya, koleksi-terbaik,
 * terlaris)"). The API has no price order, so the list offers none.
 */
export const LIST_TYPE_LABELS: Readonly<Record<ProductListType, string>> = {
  terbaru: 'Terbaru',
  terlaris: 'Terlaris',
  rekomendasi: 'Rekomendasi',
  'koleksi-terbaik': 'Koleksi Terbaik',
  lainnya: 'Lainnya',
  lastseen: 'Terakhir Dilihat',
};

/**
 * The types a shopper sorts a list by. `lastseen` is the shopper's own
 * history and `lainnya` means "others beside the product on screen": neither
 * orders a list, so neither is offered (a link carrying one still shows it).
 */
const OFFERED: readonly ProductListType[] = ['terbaru', 'terlaris', 'rekomendasi', 'koleksi-terbaik'];

/** The sort choices, the list's current type among them even when it is not one offered. */
export const listSortOptions = (current?: ProductListType): readonly SortOption[] => {
  const types = current && !OFFERED.includes(current) ? [...OFFERED, current] : OFFERED;
  return [{ value: '', label: DEFAULT_SORT_LABEL }, ...types.map((type) => ({ value: type, label: LIST_TYPE_LABELS[type] }))];
};

/** The filter sorted by `value` (one of listSortOptions' values; anything else is the default order), from page 1. */
export const withSort = (filter: ProductFilter, value: string): ProductFilter => {
  const { type: _dropped, ...rest } = filter;
  const type = (Object.keys(LIST_TYPE_LABELS) as ProductListType[]).find((known) => known === value);
  return type ? { ...rest, page: 1, type } : { ...rest, page: 1 };
};
