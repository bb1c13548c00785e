/**
 * One product the shopper is buying, taken from a selected cart line
 * (document 1 §3, Checkout "items").
 */
export interface CheckoutItem {
  /** The product variant (uni_product_variants_id). */
  readonly variantId: number;
  readonly quantity: number;
  /** The combo deal the line belongs to (id_combo), or null for a plain line. */
  readonly comboId: number | null;
}
