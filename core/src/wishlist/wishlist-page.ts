import type { ProductSummary } from '../catalogue/product';
import { queryValue } from '../shared/query-string';
import { WISHLIST_PAGE_SIZE } from './wishlist';
import * as storePaths from '../shared/store-paths';

export const WISHLIST_PAGE_PATH = storePaths.wishlist;

/** The page of the wishlist an address asks for (`?page=2`); anything else is the first. */
export const wishlistPageOf = (search: string): number => {
  const raw = queryValue(search, 'page');
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
};

export const wishlistHref = (page: number): string => (page > 1 ? `${WISHLIST_PAGE_PATH}?page=${page}` : WISHLIST_PAGE_PATH);

export interface WishlistPageView {
  readonly products: readonly ProductSummary[];
  /** The page shown: the one asked for, or the last one when the list has shrunk below it (a removal). */
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
}

/**
 * One page of the wished products, `WISHLIST_PAGE_SIZE` a page as the server
 * pages them (`GET more/user/wishlist` with page and per_page). The Wishlist
 * use case holds the whole list, so the hearts everywhere agree with it; a
 * removal that empties the last page shows the page before it.
 */
export const wishlistPage = (products: readonly ProductSummary[], asked: number): WishlistPageView => {
  const totalPages = Math.max(1, Math.ceil(products.length / WISHLIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(asked)), totalPages);
  const start = (page - 1) * WISHLIST_PAGE_SIZE;
  return { products: products.slice(start, start + WISHLIST_PAGE_SIZE), page, totalPages, total: products.length };
};

/** "Belanja Sekarang" leads here from the empty wishlist. */
export const WISHLIST_SHOP_PATH = storePaths.products;

export const EMPTY_WISHLIST = {
  title: 'Wishlist Anda masih kosong',
  text: 'Tekan ikon hati pada produk yang Anda suka untuk menyimpannya di sini.',
  action: 'Belanja Sekarang',
} as const;
