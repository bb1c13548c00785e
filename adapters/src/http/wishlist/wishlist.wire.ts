import * as z from 'zod/mini';
import { productListWire } from '../catalogue/product.wire';
import { count } from '../wire-fields';

const productId = () => z.number().check(z.int(), z.minimum(1));

/** `data` of `GET more/user/wishlist`: the wished products as product cards, newest wish first. */
export const wishlistPageWire = productListWire;

/** `data` of `POST more/user/wishlist` and `DELETE more/user/wishlist/{id}`: the product, and how many are wished now. */
export const wishlistChangeWire = z.object({ product_id: productId(), total: count() });
export type WishlistChangeWire = z.infer<typeof wishlistChangeWire>;

/** `data` of `POST more/user/wishlist/sync-guest`: what was added, what was not a product (ignored), and the total. */
export const wishlistSyncWire = z.object({
  added: z.array(productId()),
  ignored: z.array(z.number()),
  total: count(),
});
export type WishlistSyncWire = z.infer<typeof wishlistSyncWire>;
