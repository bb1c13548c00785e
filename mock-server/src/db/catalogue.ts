import { Collection } from '@msw/data';
import { z } from 'zod';

const colour = z.object({ name: z.string(), hex: z.string() });

/** One buyable version of a product: a size or configuration in one colour. */
export const variantRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  colour,
  priceNormal: z.number().int().min(0),
  discountPercent: z.number().min(0).max(100),
  stock: z.number().int().min(0),
});
export type VariantRecord = z.infer<typeof variantRecord>;

/** A product as the mock keeps it; handlers turn it into the wire shape of each call. */
export const productRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** What its generated image draws. */
  kind: z.string(),
  categoryId: z.number().int(),
  subCategoryId: z.number().int(),
  roomType: z.string(),
  brand: z.string(),
  materials: z.array(z.string()),
  isBundle: z.boolean(),
  variants: z.array(variantRecord).min(1),
  totalSales: z.number().int().min(0),
  rating: z.number().min(0).max(5),
  promo: z.object({ type: z.string(), text: z.string() }).nullable(),
  /** Voucher amount in rupiah; 0 means none. */
  voucherAmount: z.number().int().min(0),
  imageCount: z.number().int().min(1),
  atmosphereCount: z.number().int().min(0),
  /** Unix seconds. */
  createdAt: z.number().int(),
  description: z.string(),
});
export type ProductRecord = z.infer<typeof productRecord>;

export const createCatalogueCollections = () => ({
  products: new Collection({ schema: productRecord }),
});
