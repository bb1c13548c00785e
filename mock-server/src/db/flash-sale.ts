import { Collection } from '@msw/data';
import { z } from 'zod';

/** A flash-sale group: its times are unix seconds ("group times are unix seconds", document 2 §9). */
export const flashSaleGroupRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
});
export type FlashSaleGroupRecord = z.infer<typeof flashSaleGroupRecord>;

/**
 * One variant offered in a group at `flashPrice`: `limit` units were put on
 * offer, `remains` are left (the stock bar is remains / limit).
 */
export const flashSaleItemRecord = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  flashPrice: z.number().int().min(0),
  discountPercent: z.number().min(0).max(100),
  limit: z.number().int().min(1),
  remains: z.number().int().min(0),
  sort: z.number().int(),
});
export type FlashSaleItemRecord = z.infer<typeof flashSaleItemRecord>;

/** Collections of the flash-sale area. */
export const createFlashSaleCollections = () => ({
  flashSaleGroups: new Collection({ schema: flashSaleGroupRecord }),
  flashSaleItems: new Collection({ schema: flashSaleItemRecord }),
});
