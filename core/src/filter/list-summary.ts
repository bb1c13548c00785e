import { formatThousands } from '../money/rupiah';
import { PAKET_HEMAT_CATEGORY_GROUP } from './header-filters';
import { LIST_TYPE_LABELS } from './list-sort';
import { productListPath } from './filter-segment';
import { type ProductFilter, defaultFilter } from './product-filter';
import { resetFilter } from './reset-filter';

/** "N produk": how many products match the filter, announced politely as it changes. */
export const resultCountText = (total: number): string => `${formatThousands(total)} produk`;

/** The keyword as the shopper typed it, trimmed; '' when the list is not a search. */
export const searchKeyword = (filter: Pick<ProductFilter, 'q'>): string => filter.q.trim();

/**
 * The list's heading: a search names its keyword (`Hasil pencarian "kursi"`),
 * a Paket Hemat list and a sorted list say so, anything else is every product.
 */
export const listHeading = (filter: ProductFilter): string => {
  const keyword = searchKeyword(filter);
  if (keyword !== '') return `Hasil pencarian "${keyword}"`;
  if (filter.categoryGroup === PAKET_HEMAT_CATEGORY_GROUP || filter.isBundle) return 'Paket Hemat';
  if (filter.type === 'terbaru' || filter.type === 'terlaris') return `Produk ${LIST_TYPE_LABELS[filter.type]}`;
  if (filter.brands.length === 1) return `Produk ${filter.brands[0]!}`;
  return 'Semua Produk';
};

/** Whether anything besides the keyword, the sort and the page is chosen. */
export const hasChosenFacets = (filter: ProductFilter): boolean =>
  filter.categoryGroup !== undefined ||
  filter.categories.length > 0 ||
  filter.subCategory.length > 0 ||
  filter.materials.length > 0 ||
  filter.colors.length > 0 ||
  filter.brands.length > 0 ||
  filter.roomType.length > 0 ||
  filter.priceMin !== undefined ||
  filter.priceMax !== undefined ||
  filter.isBundle;

export interface EmptyListAction {
  readonly label: string;
  readonly href: string;
}

/** What an empty list says, and the ways out of it. */
export interface EmptyListView {
  readonly title: string;
  readonly message: string;
  /** Search tips, only for a search. */
  readonly tips: readonly string[];
  /** First the nearest way out (drop the filters, keep the keyword), then every product. */
  readonly actions: readonly EmptyListAction[];
}

const SEARCH_TIPS = [
  'Periksa kembali ejaan kata kunci.',
  'Gunakan kata yang lebih umum, misalnya "meja" atau "sofa".',
  'Kurangi jumlah filter yang dipilih.',
];

/** The empty state of a list: never a dead end. */
export const emptyListView = (filter: ProductFilter): EmptyListView => {
  const keyword = searchKeyword(filter);
  const actions: EmptyListAction[] = [];
  if (hasChosenFacets(filter) && keyword !== '') {
    actions.push({ label: 'Reset Filter', href: productListPath(resetFilter(filter, { keepQuery: true })) });
  } else if (hasChosenFacets(filter)) {
    actions.push({ label: 'Reset Filter', href: productListPath(defaultFilter) });
  }
  if (keyword !== '' || !hasChosenFacets(filter)) actions.push({ label: 'Lihat Semua Produk', href: productListPath(defaultFilter) });
  return keyword !== ''
    ? {
        title: `Produk untuk "${keyword}" tidak ditemukan`,
        message: 'Coba kata kunci lain atau lihat semua produk kami.',
        tips: SEARCH_TIPS,
        actions,
      }
    : {
        title: 'Produk tidak ditemukan',
        message: 'Belum ada produk yang cocok dengan filter ini. Coba kurangi filter yang dipilih.',
        tips: [],
        actions,
      };
};
