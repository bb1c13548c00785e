import type { Cart, ProductDetail, ShopperLocation, StoredSession } from '@more/core';
import * as z from 'zod/mini';

/**
 * The shapes the store keeps in the browser, as schemas checked on reading.
 * Each is typed against core's entity, so an entity that changes makes this
 * file fail to compile rather than the shopper's next visit fail to load.
 */
const whole = () => z.number().check(z.int());
const amount = () => z.number().check(z.minimum(0));
const image = z.object({ url: z.string(), alt: z.string() });

const user = z.object({ name: z.string(), email: z.string(), picture: z.nullable(z.string()), hasPassword: z.boolean() });

export const storedSessionShape: z.ZodMiniType<StoredSession> = z.object({
  token: z.nullable(z.string()),
  user: z.nullable(user),
});

const cartLine = z.object({
  variantId: whole(),
  slug: z.string(),
  nameLong: z.string(),
  nameShort: z.string(),
  image: z.nullable(image),
  unitPrice: amount(),
  normalPrice: amount(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  stockAvailable: whole(),
  validStock: whole(),
  selected: z.boolean(),
  isRedeem: z.boolean(),
  comboId: z.nullable(whole()),
  bundle: z.array(z.object({ variantId: whole(), name: z.string(), quantityPerBundle: whole(), quantity: whole() })),
  flashSale: z.nullable(z.object({ price: amount(), endsAt: z.nullable(whole()) })),
  freeGift: z.nullable(z.object({ allowsMultiple: z.boolean(), freeType: z.nullable(z.string()), freeVariantId: z.nullable(whole()) })),
  preOrder: z.nullable(z.object({ estimate: z.nullable(z.string()) })),
  combo: z.nullable(z.object({ price: amount(), allowsMultiple: z.boolean() })),
});

export const storedCartShape: z.ZodMiniType<Cart> = z.object({ lines: z.array(cartLine), note: z.string() });

export const storedIdsShape: z.ZodMiniType<number[]> = z.array(whole());

export const storedLocationShape: z.ZodMiniType<ShopperLocation> = z.object({
  cityId: z.string().check(z.regex(/^\d{4}$/)),
  cityName: z.string(),
  provinceId: z.string().check(z.regex(/^\d{2}$/)),
});

const productDetail = z.object({
  id: whole(),
  slug: z.string(),
  name: z.string(),
  isBundle: z.boolean(),
  stock: whole(),
  price: z.object({ normal: amount(), normalMin: amount(), discountMin: amount(), range: z.nullable(z.string()) }),
  discountMaxPercent: amount(),
  voucherText: z.string(),
  totalSales: whole(),
  rating: amount(),
  promo: z.nullable(z.object({ type: z.string(), text: z.string() })),
  images: z.array(image),
  atmosphereImages: z.array(image),
  variantsAvailable: whole(),
  colorsAvailable: whole(),
  description: z.string(),
  category: z.nullable(z.object({ id: whole(), name: z.string(), slug: z.string() })),
  brand: z.nullable(z.string()),
  materials: z.array(z.string()),
  variants: z.array(
    z.object({
      id: whole(),
      name: z.string(),
      color: z.nullable(z.string()),
      price: z.object({ normal: amount(), discounted: amount() }),
      stock: whole(),
      image: z.nullable(image),
      flashSale: z.nullable(z.object({ price: amount(), discountPercent: amount(), remains: whole(), limit: whole(), endsAt: whole() })),
      freeGift: z.nullable(z.object({ name: z.string(), giftVariantId: z.nullable(whole()), allowsMultipleBuy: z.boolean() })),
      preOrder: z.nullable(z.object({ note: z.string() })),
    }),
  ),
  bundleComponents: z.array(z.object({ variantId: whole(), name: z.string(), quantity: whole(), image: z.nullable(image) })),
});

/** Opened products by slug, most recently opened last. */
export const storedOpenedProductsShape: z.ZodMiniType<ProductDetail[]> = z.array(productDetail);
