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

/**
 * One product inside a bundle (a product with `isBundle`): its variant and how
 * many of it one bundle holds. A bundle's price and stock follow from these.
 */
export const bundleComponentRecord = z.object({
  bundleId: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int().min(1),
});
export type BundleComponentRecord = z.infer<typeof bundleComponentRecord>;

/**
 * A category (document 1 §3): a room (`parentId` null) or one of its
 * sub-categories. Rooms have ids 1-6 and sub-categories 100 + 10 × room index +
 * position (seed/catalogue.ts `categoryId`, `subCategoryId`), the ids products
 * carry in `categoryId` and `subCategoryId`.
 */
export const categoryRecord = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  /** The room type of document 1's filter (`room_type`), e.g. `kamar-tidur`. */
  roomType: z.string(),
  description: z.string(),
  sort: z.number().int(),
});
export type CategoryRecord = z.infer<typeof categoryRecord>;

/**
 * A category group of the header's mega-menu. Its products are those of its
 * sub-categories, or every bundle when `bundlesOnly` (Paket Hemat, id 123).
 */
export const categoryGroupRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sort: z.number().int(),
  subCategoryIds: z.array(z.number().int()),
  bundlesOnly: z.boolean(),
});
export type CategoryGroupRecord = z.infer<typeof categoryGroupRecord>;

/** A product group of the home page: its entries in order, each with a stable entry id. */
export const productGroupRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sort: z.number().int(),
  entries: z.array(z.object({ id: z.number().int(), productId: z.number().int() })),
});
export type ProductGroupRecord = z.infer<typeof productGroupRecord>;

/**
 * "Kombo Hemat": buying `variantId` of `productId` lets the shopper add
 * `comboVariantId` of `comboProductId` at `comboPrice` (the cart's `id_combo`
 * is this id).
 */
export const comboRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  variantId: z.number().int(),
  comboProductId: z.number().int(),
  comboVariantId: z.number().int(),
  comboPrice: z.number().int().min(0),
  /** False: the combo line stays at quantity 1. */
  isMultipleBuy: z.boolean(),
});
export type ComboRecord = z.infer<typeof comboRecord>;

/** A free item that comes with buying any of `variantIds` of `productId` ("GRATIS"). */
export const freeGiftRecord = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantIds: z.array(z.number().int()).min(1),
  /** product (a variant of the store, `giftVariantId`), item, service or shipping. */
  freeType: z.enum(['product', 'item', 'service', 'shipping']),
  giftName: z.string(),
  giftVariantId: z.number().int().nullable(),
  isMultipleBuy: z.boolean(),
});
export type FreeGiftRecord = z.infer<typeof freeGiftRecord>;

/** Variants of a product sold on pre-order: shipped `shipDays` working days after the order. */
export const preOrderRecord = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantIds: z.array(z.number().int()).min(1),
  shipDays: z.number().int().min(1),
});
export type PreOrderRecord = z.infer<typeof preOrderRecord>;

export const createCatalogueCollections = () => ({
  products: new Collection({ schema: productRecord }),
  bundleComponents: new Collection({ schema: bundleComponentRecord }),
  productCategories: new Collection({ schema: categoryRecord }),
  categoryGroups: new Collection({ schema: categoryGroupRecord }),
  productGroups: new Collection({ schema: productGroupRecord }),
  comboDeals: new Collection({ schema: comboRecord }),
  freeGiftOffers: new Collection({ schema: freeGiftRecord }),
  preOrderOffers: new Collection({ schema: preOrderRecord }),
});
