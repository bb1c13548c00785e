import type { ProductCard } from '../catalogue/product-card';
import type { StoreFailure } from '../shared/failure';
import { sameListFilter } from './list-address';
import { type ProductListSkeleton, productListSkeleton } from './list-skeleton';
import { resultCountText } from './list-summary';
import type { ProductFilter } from '../catalogue/product-filter';
import type { ProductListState } from './product-list';

/** How many card skeletons stand below the list while the next page loads: one row on a desktop. */
export const MORE_CARD_SKELETONS = 4;

/** "Muat Lebih Banyak" while it is offered; busy (disabled) while the next page is on its way. */
export interface LoadMoreButton {
  readonly busy: boolean;
}

/** What a product list page shows of its list, decided here so the page only lays it out. */
export interface ProductListScreen {
  /** The list as this address sees it: a list still showing another filter stands for this filter's first page on its way. */
  readonly state: ProductListState;
  readonly products: readonly ProductCard[];
  /** "N produk" once the total is known; '' until then (the status line stays, announcing it when it comes). */
  readonly countText: string;
  /** The placeholders: the filter bar and a page of cards for page 1, a row of cards below the list for a later page. */
  readonly skeleton: ProductListSkeleton | null;
  /** Page 1 did not load: the list's place says why, with "Coba Lagi". */
  readonly firstPageFailure: StoreFailure | null;
  /** A later page did not load: said below the products already shown, which stay. */
  readonly moreFailure: StoreFailure | null;
  /** The filter matches nothing: the empty state and its ways out. */
  readonly empty: boolean;
  readonly loadMore: LoadMoreButton | null;
  /** Whether scrolling near the end asks for the next page now, as the button would. */
  readonly loadsOnScroll: boolean;
}

const firstPageOnItsWay = (filter: ProductFilter): ProductListState => ({
  filter,
  products: [],
  page: 0,
  totalPages: 0,
  total: 0,
  hasMore: false,
  status: 'loading-first-page',
});

/**
 * The product list (document 1 §2 "Product list loading placeholder", §4
 * "Product list") as the page for `filter` shows `list`: page 1 replaces,
 * later pages append below a count that stays, and only a list that is ready
 * with more to come offers the next page.
 */
export const productListScreen = (list: ProductListState, filter: ProductFilter): ProductListScreen => {
  const state = sameListFilter(list.filter, filter) ? list : firstPageOnItsWay(filter);
  const { status, products } = state;
  const totalKnown = status === 'ready' || status === 'loading-more' || (status === 'failed' && state.page > 0);
  const offersMore = state.hasMore && (status === 'ready' || status === 'loading-more');
  return {
    state,
    products,
    countText: totalKnown ? resultCountText(state.total) : '',
    skeleton: productListSkeleton(status, status === 'loading-more' ? MORE_CARD_SKELETONS : undefined),
    firstPageFailure: state.status === 'failed' && products.length === 0 ? state.failure : null,
    moreFailure: state.status === 'failed' && products.length > 0 ? state.failure : null,
    empty: status === 'ready' && products.length === 0,
    loadMore: offersMore ? { busy: status === 'loading-more' } : null,
    loadsOnScroll: status === 'ready' && state.hasMore,
  };
};
