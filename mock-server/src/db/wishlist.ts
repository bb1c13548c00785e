import { Collection } from '@msw/data';
import { z } from 'zod';

/** One product a customer wished for; a customer wishes for a product once. */
export const wishlistItemRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  productId: z.number().int(),
  /** Unix seconds: the list shows the newest wish first. */
  createdAt: z.number().int(),
});
export type WishlistItemRecord = z.infer<typeof wishlistItemRecord>;

/** Collections of the wishlist area. */
export const createWishlistCollections = () => ({
  wishlistItems: new Collection({ schema: wishlistItemRecord }),
});
