import type { Page, ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';

/** Which page of the customer's wishlist to read. */
export interface WishlistQuery {
  readonly page: number;
  readonly perPage: number;
}

/**
 * The logged-in customer's wishlist on the server (document 2 §7, "Wishlist").
 * The list answers with the wished products themselves, not bare ids, so the
 * profile's wishlist page can show them as product cards; their ids are the
 * wishlist.
 */
export interface WishlistApi {
  /** GET more/user/wishlist (with query page, per_page) */
  list(query: WishlistQuery): Promise<Page<ProductSummary>>;
  /** POST more/user/wishlist */
  add(productId: number): Promise<void>;
  /** DELETE more/user/wishlist/{id} */
  remove(productId: number): Promise<void>;
  /**
   * POST more/user/wishlist/sync-guest: "Guest wishlist is synced to the
   * account through the sync-guest call after login" (document 2 §4). The
   * server adds the ids to the account's list.
   */
  syncGuest(productIds: readonly number[]): Promise<void>;
}

export const WishlistApiToken = token<WishlistApi>('WishlistApi');
