import type { CartLine } from '@more/core';

/**
 * Two plain product variants of the mock's seeded catalogue that the
 * commerce interactions (cart, checkout) buy. Neither product carries a
 * promotion that changes a line's terms (no flash sale, free gift or combo),
 * and the provider states give each a known stock and price (normal price,
 * no MORE discount): 'product variants are in stock'.
 */
export interface ShelfVariant {
  readonly variantId: number;
  readonly productId: number;
  readonly slug: string;
  readonly nameShort: string;
  readonly nameLong: string;
  /** Whole rupiah, the normal price, sold without discount. */
  readonly price: number;
  readonly stock: number;
}

/** Lemari Pakaian Baskara 4 Pintu, Biru Navy (variant 6 of product 3). */
export const WARDROBE: ShelfVariant = {
  variantId: 6,
  productId: 3,
  slug: 'lemari-pakaian-baskara-4-pintu',
  nameShort: 'Lemari Pakaian Baskara 4 Pintu',
  nameLong: 'Lemari Pakaian Baskara 4 Pintu - Biru Navy',
  price: 5_830_000,
  stock: 5,
};

/** Nakas Klasik Candra Gantung, Kuning Mustard (variant 9 of product 4). */
export const NIGHTSTAND: ShelfVariant = {
  variantId: 9,
  productId: 4,
  slug: 'nakas-klasik-candra-gantung',
  nameShort: 'Nakas Klasik Candra Gantung',
  nameLong: 'Nakas Klasik Candra Gantung - Kuning Mustard',
  price: 413_900,
  stock: 26,
};

/** Where the mock serves a product's first picture (the examples' origin is the dev server's). */
export const productImage = (productId: number) => `http://127.0.0.1:5173/media/products/${productId}/1.svg`;

/** The params of 'product variants are in stock': each variant's stock and price. */
export const inStock = (...variants: readonly ShelfVariant[]) => ({
  variants: variants.map((variant) => ({ variantId: variant.variantId, stock: variant.stock, price: variant.price })),
});

/** A core cart line of a shelf variant, as the adapter maps the server's line. */
export const cartLineOf = (variant: ShelfVariant, quantity: number, selected = true): CartLine => ({
  variantId: variant.variantId,
  slug: variant.slug,
  nameLong: variant.nameLong,
  nameShort: variant.nameShort,
  image: { url: productImage(variant.productId), alt: variant.nameShort },
  unitPrice: variant.price,
  normalPrice: variant.price,
  quantity,
  stockAvailable: variant.stock,
  validStock: variant.stock,
  selected,
  isRedeem: false,
  comboId: null,
  bundle: [],
  flashSale: null,
  freeGift: null,
  preOrder: null,
  combo: null,
});
