import { Collection } from '@msw/data';
import { z } from 'zod';

/**
 * A customer's product history (`POST more/user/sync/product`): the last-seen
 * product ids, most recent first, as the storefront last sent them.
 */
export const productHistoryRecord = z.object({
  customerId: z.number().int(),
  productIds: z.array(z.number().int()),
  /** Unix seconds. */
  updatedAt: z.number().int(),
});
export type ProductHistoryRecord = z.infer<typeof productHistoryRecord>;

/** Collections of the product-detail area. */
export const createProductDetailCollections = () => ({
  productHistories: new Collection({ schema: productHistoryRecord }),
});
