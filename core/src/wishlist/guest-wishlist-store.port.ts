import { token } from '../shared/token';

/**
 * The guest's wishlist, kept on the device ("the guest list is kept
 * separately", document 1 §3). Synchronous like the browser storage behind it.
 */
export interface GuestWishlistStore {
  load(): readonly number[];
  save(productIds: readonly number[]): void;
  clear(): void;
}

export const GuestWishlistStoreToken = token<GuestWishlistStore>('GuestWishlistStore');
