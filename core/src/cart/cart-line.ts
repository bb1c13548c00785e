import type { ProductImage } from '../catalogue/product';

/**
 * One product inside a bundle line ("bundle_summary", document 1 §3).
 * "Bundle component quantities are the initial quantity times the line
 * quantity" (document 1 §4), so `quantity` is always derived, never edited.
 */
export interface BundlePart {
  readonly variantId: number;
  readonly name: string;
  /** The initial quantity: how many of this product one bundle holds. */
  readonly quantityPerBundle: number;
}

export interface CartBundlePart extends BundlePart {
  /** `quantityPerBundle` × the line's quantity. */
  readonly quantity: number;
}

/** The flash-sale terms a line was added under. Such a line is always bought once. */
export interface FlashSaleInfo {
  /** The flash-sale price in rupiah. */
  readonly price: number;
  /** When the flash sale ends, in unix seconds (the API's unit), if known. */
  readonly endsAt: number | null;
}

/** get-free info: a product that comes with a free gift. */
export interface FreeGiftInfo {
  /** `is_multiple_buy`: false means the line is forced to quantity 1. */
  readonly allowsMultiple: boolean;
  /** `free_type`, as the server names the kind of gift. */
  readonly freeType: string | null;
  /** `free_uni_product_variants_id`: the variant given away. */
  readonly freeVariantId: number | null;
}

/** get-PO info: the product is sold on pre-order. Document 1 names it without fields. */
export interface PreOrderInfo {
  /** The server's text of when a pre-order ships, if it gives one. */
  readonly estimate: string | null;
}

/** get-combo info: the line belongs to a "Kombo Hemat" deal. */
export interface ComboInfo {
  /** `combo_price` in rupiah. */
  readonly price: number;
  /** `is_multiple_buy`: false means the line is forced to quantity 1. */
  readonly allowsMultiple: boolean;
}

/**
 * A line of the shopper's cart (document 1 §3, "Cart line"). Amounts are whole
 * rupiah; the wire's `*_rp` texts and `subtotal` are derived (see cart-totals).
 */
export interface CartLine {
  /** `id`: the product variant (uni_product_variants_id). */
  readonly variantId: number;
  readonly slug: string;
  /** `name_long`. */
  readonly nameLong: string;
  /** `name_short`. */
  readonly nameShort: string;
  readonly image: ProductImage | null;
  /** `valid_price`: what one unit costs the shopper now. */
  readonly unitPrice: number;
  /** `prices.ho_normal`: the price before any discount. */
  readonly normalPrice: number;
  readonly quantity: number;
  /** `stock_available`: the warehouse's stock, for display. */
  readonly stockAvailable: number;
  /** `valid_stock`: the most the shopper may buy; quantity never exceeds it. */
  readonly validStock: number;
  /** `is_selected`: chosen for checkout. */
  readonly selected: boolean;
  /** `is_reedem`: a reward line, removed whenever any line is removed. */
  readonly isRedeem: boolean;
  /** `id_combo`, null when the line is not part of a combo. */
  readonly comboId: number | null;
  /** Empty unless the line is a bundle. */
  readonly bundle: readonly CartBundlePart[];
  readonly flashSale: FlashSaleInfo | null;
  readonly freeGift: FreeGiftInfo | null;
  readonly preOrder: PreOrderInfo | null;
  readonly combo: ComboInfo | null;
}

/**
 * What a product page (or buy again) hands to "add": a line without its
 * selection, with the quantity asked for and the bundle as bought once.
 */
export interface CartItemToAdd extends Omit<CartLine, 'selected' | 'bundle'> {
  readonly bundle: readonly BundlePart[];
}

/**
 * Identifies a line. A variant can be in the cart once as a plain line, again
 * in each combo it is part of, and again as a reward, so the variant id alone
 * is not enough.
 */
export type CartLineKey = string;

export const cartLineKey = (line: Pick<CartLine, 'variantId' | 'comboId' | 'isRedeem'>): CartLineKey =>
  `${line.isRedeem ? 'redeem' : 'buy'}:${line.variantId}:${line.comboId ?? '-'}`;
