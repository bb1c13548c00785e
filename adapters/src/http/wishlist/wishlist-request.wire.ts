import * as z from 'zod/mini';
import { pagingQueryWire, type ReadonlyLists } from '../request-fields';
import { id } from '../wire-fields';

/**
 * What the wishlist calls send. `DELETE more/user/wishlist/{id}` names the
 * product by its number (idParamsWire).
 */

/** The query of `GET more/user/wishlist`: the page and its size, always sent. */
export const wishlistPageQueryWire = z.required(pagingQueryWire);
export type WishlistPageQueryWire = z.input<typeof wishlistPageQueryWire>;

/** The body of `POST more/user/wishlist`: the product wished for. */
export const wishlistAddBodyWire = z.strictObject({ product_id: id() });
export type WishlistAddBodyWire = z.input<typeof wishlistAddBodyWire>;

/** The body of `POST more/user/wishlist/sync-guest`: the guest's wished products (sent only when there is one at least). */
export const wishlistSyncBodyWire = z.strictObject({ ids: z.array(id()).check(z.minLength(1)) });
export type WishlistSyncBodyWire = ReadonlyLists<z.input<typeof wishlistSyncBodyWire>>;
