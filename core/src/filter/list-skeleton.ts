import type { ProductListStatus } from './product-list';
import { PRODUCT_PAGE_SIZE } from '../catalogue/product-filter';

/** "a filter-bar skeleton (30 px high)" (document 1 §2; document 2 §9 "filter skeleton 30 px"). */
export const FILTER_BAR_SKELETON_PX = 30;
/** "card skeletons (320 px high)" (document 1 §2; document 2 §9 "list placeholder card height 320 px"). */
export const CARD_SKELETON_PX = 320;

/** The placeholder shapes a loading product list shows. */
export interface ProductListSkeleton {
  /** The filter bar's height, or null when the bar itself is already shown. */
  readonly filterBarPx: number | null;
  readonly cards: number;
  readonly cardPx: number;
}

/**
 * "Product list loading placeholder: a filter-bar skeleton (30 px high) only on
 * page 1, then a configurable number of card skeletons (320 px high)"
 * (document 1 §2). Null when nothing is loading.
 */
export const productListSkeleton = (
  status: ProductListStatus['status'],
  cards: number = PRODUCT_PAGE_SIZE,
): ProductListSkeleton | null => {
  if (status === 'loading-first-page') return { filterBarPx: FILTER_BAR_SKELETON_PX, cards, cardPx: CARD_SKELETON_PX };
  if (status === 'loading-more') return { filterBarPx: null, cards, cardPx: CARD_SKELETON_PX };
  return null;
};
