import type { ComboDeal } from '../catalogue/showcase';
import { comboPartnerItem } from '../cart/add-combo';
import type { AddOutcome } from '../cart/cart-outcome';
import type { CartItemToAdd } from '../cart/cart-line';
import { MIN_CART_QUANTITY, cartQuantityLimit, clampCartQuantity } from '../cart/line-quantity';
import type { ProductDetail, ProductVariant } from './product-detail';
import { flashSaleInForce, variantUnitPrice } from './detail-price';

/**
 * `valid_stock` of a variant: what the shopper may buy now. A flash sale sells
 * at most what is left of it ("remains"), and never more than the warehouse holds.
 */
export const variantValidStock = (variant: ProductVariant): number => {
  const stock = Math.max(0, Math.floor(variant.stock));
  const flash = flashSaleInForce(variant);
  return flash ? Math.min(stock, Math.floor(flash.remains)) : stock;
};

/** What the product page hands to the cart for `quantity` units of the chosen variant. */
export const cartItemFor = (detail: ProductDetail, variant: ProductVariant, quantity: number): CartItemToAdd => {
  const flash = flashSaleInForce(variant);
  const variantText = [variant.name, variant.color].filter((part) => part && part.trim() !== '').join(' - ');
  return {
    variantId: variant.id,
    slug: detail.slug,
    nameLong: variantText ? `${detail.name} (${variantText})` : detail.name,
    nameShort: detail.name,
    image: variant.image ?? detail.images[0] ?? detail.atmosphereImages[0] ?? null,
    unitPrice: variantUnitPrice(variant),
    normalPrice: variant.price.normal,
    quantity,
    stockAvailable: Math.max(0, Math.floor(variant.stock)),
    validStock: variantValidStock(variant),
    isRedeem: false,
    comboId: null,
    bundle: detail.bundleComponents.map((part) => ({ variantId: part.variantId, name: part.name, quantityPerBundle: part.quantity })),
    flashSale: flash ? { price: flash.price, endsAt: flash.endsAt } : null,
    freeGift: variant.freeGift
      ? { allowsMultiple: variant.freeGift.allowsMultipleBuy, freeType: null, freeVariantId: variant.freeGift.giftVariantId }
      : null,
    preOrder: variant.preOrder ? { estimate: variant.preOrder.note } : null,
    combo: null,
  };
};

export interface QuantityStepper {
  readonly quantity: number;
  readonly min: number;
  /** The cap: the valid stock, or 1 for a line forced to one (flash sale, single-buy gift); at least 1. */
  readonly max: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
}

/**
 * "A quantity stepper capped at valid stock" (issue 10), by the cart's own
 * rules ("Minimum cart quantity is 1", "Quantity can never exceed valid
 * stock", a forced line holds 1), so the page never offers what the cart
 * would cut back.
 */
export const quantityStepper = (detail: ProductDetail, variant: ProductVariant | null, asked: number): QuantityStepper => {
  const max = variant ? cartQuantityLimit(cartItemFor(detail, variant, 1)) : MIN_CART_QUANTITY;
  const quantity = clampCartQuantity(asked, max);
  return { quantity, min: MIN_CART_QUANTITY, max, canDecrease: quantity > MIN_CART_QUANTITY, canIncrease: quantity < max };
};

export type BuyAvailability =
  | { readonly kind: 'choose'; readonly message: string }
  | { readonly kind: 'sold-out'; readonly label: string }
  | { readonly kind: 'buyable'; readonly stockText: string };

export const CHOOSE_VARIANT_MESSAGE = 'Pilih varian dan warna terlebih dahulu';

/** Whether the buy buttons work: a variant must be chosen and have valid stock ("Stok Habis" and a disabled buy). */
export const buyAvailability = (detail: Pick<ProductDetail, 'stock' | 'variants'>, variant: ProductVariant | null): BuyAvailability => {
  const soldOut = variant ? variantValidStock(variant) < MIN_CART_QUANTITY : detail.variants.every((v) => variantValidStock(v) < MIN_CART_QUANTITY);
  if (soldOut) return { kind: 'sold-out', label: 'Stok Habis' };
  if (!variant) return { kind: 'choose', message: CHOOSE_VARIANT_MESSAGE };
  return { kind: 'buyable', stockText: `Stok: ${variantValidStock(variant)}` };
};

/** What the product page says after "add" or "buy now", in the shopper's words. */
export const addOutcomeText = (outcome: AddOutcome): string => {
  switch (outcome.kind) {
    case 'added':
      return 'Produk ditambahkan ke keranjang';
    case 'capped-at-stock':
      return `Jumlah di keranjang disesuaikan dengan stok: ${outcome.quantity}`;
    case 'limited-to-one':
      return 'Produk promo ini hanya dapat dibeli 1 per pesanan';
    case 'refused-out-of-stock':
      return 'Stok Habis';
  }
};

/**
 * "Beli Kombo": the product's variant the deal is for (the one chosen, or the
 * deal's own when none is chosen yet), once, and the partner at the combo
 * price. Null when the product has no such variant any more.
 */
export const comboPurchase = (
  detail: ProductDetail,
  variant: ProductVariant | null,
  deal: ComboDeal,
): { readonly product: CartItemToAdd; readonly partner: CartItemToAdd } | null => {
  const dealVariant = variant?.id === deal.variantId ? variant : detail.variants.find((candidate) => candidate.id === deal.variantId);
  return dealVariant ? { product: cartItemFor(detail, dealVariant, 1), partner: comboPartnerItem(deal) } : null;
};
