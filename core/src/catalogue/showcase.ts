import type { ProductImage, ProductSummary } from './product';

/** One product in a home product group (document 1 §3: "entries (id, bundling, stock, and the product)"). */
export interface ProductGroupEntry {
  readonly id: number;
  /** `bundling` of the entry: the card links to /bundle/{slug}. */
  readonly isBundle: boolean;
  readonly stock: number;
  readonly product: ProductSummary;
}

/**
 * A grouped product list of the home page: "each group has a name,
 * description and banner image beside a carousel of its products"
 * (document 1 §2; §3 "Product group: id, name, description, image_url, list of entries").
 */
export interface ProductGroup {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly image: ProductImage | null;
  readonly entries: readonly ProductGroupEntry[];
}

/** A variant as a promotion names it. */
export interface PromotedVariant {
  readonly id: number;
  /** `variant`, e.g. "3 Seater". */
  readonly name: string;
  readonly color: string | null;
}

/**
 * "Kombo Hemat" (document 1 §1): buying the product's variant lets the shopper
 * add a partner product at the combo price (cart line "get-combo info
 * (combo_price, is_multiple_buy, free_type, free_uni_product_variants_id)").
 */
export interface ComboDeal {
  /** `id_combo`, what the cart sends back with the partner line. */
  readonly id: number;
  readonly name: string;
  readonly product: ProductSummary;
  /** The variant to buy. */
  readonly variantId: number;
  readonly partner: ProductSummary;
  /** `free_uni_product_variants_id`: the partner's variant offered at the combo price. */
  readonly partnerVariantId: number;
  /** The partner variant's normal (list) price, shown crossed out beside the combo price. */
  readonly partnerNormalPrice: number;
  readonly comboPrice: number;
  /** `is_multiple_buy`: false forces the partner line to quantity 1. */
  readonly allowsMultipleBuy: boolean;
}

/** A product whose purchase brings a free item ("GRATIS", cart line "get-free info"). */
export interface FreeGiftOffer {
  readonly id: number;
  readonly product: ProductSummary;
  /** The variants the gift comes with. */
  readonly variants: readonly PromotedVariant[];
  /** What the shopper gets, e.g. "Bantal Sofa". */
  readonly giftName: string;
  /** `free_type` as the server names it (product, item, service, shipping). */
  readonly giftType: string;
  /** `free_uni_product_variants_id`: the gift's variant when it is a product of the store. */
  readonly giftVariantId: number | null;
  /** `is_multiple_buy`: false forces a quantity of 1 in the cart. */
  readonly allowsMultipleBuy: boolean;
}

/** A product sold on pre-order: made or shipped after the order ("get-PO info"). */
export interface PreOrderOffer {
  readonly id: number;
  readonly product: ProductSummary;
  readonly variants: readonly PromotedVariant[];
  /** Working days from order to shipping. */
  readonly shipsInDays: number;
  /** The server's text, e.g. "Dikirim dalam 14 hari kerja". */
  readonly note: string;
}
