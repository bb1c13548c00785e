import type { ProductImage, ProductSummary } from '../catalogue/product';

/**
 * An opened product (/product/{slug}, /bundle/{slug}): what its card shows and
 * what the detail page adds. Amounts are whole rupiah.
 */
export interface ProductDetail extends ProductSummary {
  /** The seller's description as the server gives it (it may hold simple markup). */
  readonly description: string;
  readonly category: ProductCategoryRef | null;
  readonly brand: string | null;
  readonly materials: readonly string[];
  readonly variants: readonly ProductVariant[];
  /** What a bundle holds ("bundling (1 means bundle)"); empty for a single product. */
  readonly bundleComponents: readonly BundleComponent[];
}

export interface ProductCategoryRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

/** One buyable variant (document 1 §3, "variants (variant, color)"); its id is the cart's variant id. */
export interface ProductVariant {
  readonly id: number;
  /** `variant`, e.g. "3 Seater". */
  readonly name: string;
  readonly color: string | null;
  readonly price: {
    readonly normal: number;
    /** What the shopper pays; equal to `normal` when nothing is discounted. */
    readonly discounted: number;
  };
  readonly stock: number;
  readonly image: ProductImage | null;
  readonly flashSale: VariantFlashSale | null;
  readonly freeGift: VariantFreeGift | null;
  readonly preOrder: VariantPreOrder | null;
}

/** The variant is in a flash sale ("price_rp, discount, remains, limit", document 1 §3). */
export interface VariantFlashSale {
  readonly price: number;
  readonly discountPercent: number;
  /** Units left in the sale. */
  readonly remains: number;
  /** Units the sale started with. */
  readonly limit: number;
  /** Unix seconds, like every flash-sale time of the API. */
  readonly endsAt: number;
}

/** Buying the variant brings a free item (the "GRATIS" promotion; cart line "get-free info"). */
export interface VariantFreeGift {
  /** What the shopper gets, e.g. "Bantal Sofa". */
  readonly name: string;
  /** The free item's variant id, when it is a product of the store (`free_uni_product_variants_id`). */
  readonly giftVariantId: number | null;
  /** `is_multiple_buy`: false forces a quantity of 1 in the cart. */
  readonly allowsMultipleBuy: boolean;
}

/** The variant is sold before it is made or shipped (cart line "get-PO info"). */
export interface VariantPreOrder {
  /** The server's text on when it ships, e.g. "Dikirim dalam 14 hari". */
  readonly note: string;
}

/** One product inside a bundle; its quantity is per bundle ("the initial quantity", document 1 §4). */
export interface BundleComponent {
  readonly variantId: number;
  readonly name: string;
  readonly quantity: number;
  readonly image: ProductImage | null;
}
