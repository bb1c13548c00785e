import type { FilterCategory } from '../catalogue/category';
import { formatThousands } from '../money/rupiah';
import { STORE_BRAND } from '../shared/store-brand';
import { PAKET_HEMAT_CATEGORY_GROUP } from '../catalogue/header-filters';
import { LIST_TYPE_LABELS } from './list-sort';
import { productListPath } from '../catalogue/filter-segment';
import { type ProductFilter, defaultFilter } from '../catalogue/product-filter';
import { resetFilter } from './reset-filter';

/** "N produk": how many products match the filter, announced politely as it changes. */
export const resultCountText = (total: number): string => `${formatThousands(total)} produk`;

/** The keyword as the shopper typed it, trimmed; '' when the list is not a search. */
export const searchKeyword = (filter: Pick<ProductFilter, 'q'>): string => filter.q.trim();

const EVERY_PRODUCT_HEADING = 'Semua Produk';

/** A category as the list's heading names it: the rooms of the header's menu or of the filter panel. */
export type NamedCategory = Pick<FilterCategory, 'id' | 'name'> & { readonly subCategories: readonly { readonly id: number; readonly name: string }[] };

/**
 * The chosen categories by name ("Kamar Tidur"), with the chosen sub-categories of a single one
 * ("Kamar Tidur: Nakas"): what a room or sub-category of the header's "Ruangan" menu filters by
 * (document 1 §2). A category the names do not know yet is named as its filter chip names it.
 */
const categoriesHeading = (filter: ProductFilter, categories: readonly NamedCategory[]): string => {
  const chosen = filter.categories.map((id) => ({ id, category: categories.find((category) => category.id === id) }));
  const names = chosen.map(({ id, category }) => category?.name ?? `Kategori ${id}`).join(', ');
  const only = chosen.length === 1 ? chosen[0]!.category : undefined;
  const subs = only ? filter.subCategory.flatMap((id) => only.subCategories.filter((sub) => sub.id === id).map((sub) => sub.name)) : [];
  return subs.length > 0 ? `${names}: ${subs.join(', ')}` : names;
};

/**
 * The list's heading: a search names its keyword (`Hasil pencarian "kursi"`),
 * a Paket Hemat list says so, a category list names its categories (`categories`
 * names them), a sorted list and a brand say so, anything else is every product.
 */
export const listHeading = (filter: ProductFilter, categories: readonly NamedCategory[] = []): string => {
  const keyword = searchKeyword(filter);
  if (keyword !== '') return `Hasil pencarian "${keyword}"`;
  if (filter.categoryGroup === PAKET_HEMAT_CATEGORY_GROUP || filter.isBundle) return 'Paket Hemat';
  if (filter.categories.length > 0) return categoriesHeading(filter, categories);
  if (filter.type === 'terbaru' || filter.type === 'terlaris') return `Produk ${LIST_TYPE_LABELS[filter.type]}`;
  if (filter.brands.length === 1) return `Produk ${filter.brands[0]!}`;
  return EVERY_PRODUCT_HEADING;
};

/**
 * The list page's `<title>`: what its heading names, beside the store's name. The list of every
 * product keeps its meta page's title (null), as does a list opened with a `tags` query, whose
 * title is "the tag plus the brand" (document 1 §2, "Page title and description").
 */
export const listPageTitle = (filter: ProductFilter, categories: readonly NamedCategory[] = [], tag: string | null = null): string | null => {
  if (tag !== null && tag.trim() !== '') return null;
  const heading = listHeading(filter, categories);
  return heading === EVERY_PRODUCT_HEADING ? null : `${heading} | ${STORE_BRAND}`;
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
