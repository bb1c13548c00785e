import { type Cart, type CartLine, type ItemStock, formatRupiah, lineSubtotal } from '@more/core';
import type { CartLineWire, CartWire, ItemStockWire } from './cart.wire';

/** A cart line of the wire as the core's CartLine. */
export const toCartLine = (wire: CartLineWire): CartLine => ({
  variantId: wire.id,
  slug: wire.slug,
  nameLong: wire.name_long,
  nameShort: wire.name_short,
  image: wire.image ? { url: wire.image.image_url, alt: wire.image.alt_text?.trim() || wire.name_long } : null,
  unitPrice: wire.valid_price,
  normalPrice: wire.prices.ho_normal,
  quantity: wire.quantity,
  stockAvailable: wire.stock_available,
  validStock: wire.valid_stock,
  selected: wire.is_selected,
  isRedeem: wire.is_reedem,
  comboId: wire.id_combo ?? null,
  bundle: wire.bundle_summary.map((part) => ({
    variantId: part.uni_product_variants_id,
    name: part.name,
    quantityPerBundle: part.initial_quantity,
    quantity: part.quantity,
  })),
  flashSale: wire.flash_sale ? { price: wire.flash_sale.price, endsAt: wire.flash_sale.end ?? null } : null,
  freeGift: wire.get_free
    ? {
        allowsMultiple: wire.get_free.is_multiple_buy,
        freeType: wire.get_free.free_type ?? null,
        freeVariantId: wire.get_free.free_uni_product_variants_id ?? null,
      }
    : null,
  preOrder: wire.get_po ? { estimate: wire.get_po.estimate ?? null } : null,
  combo: wire.get_combo ? { price: wire.get_combo.combo_price, allowsMultiple: wire.get_combo.is_multiple_buy } : null,
});

const discountPercent = (normal: number, price: number): number =>
  normal > price && normal > 0 ? Math.round(((normal - price) / normal) * 100) : 0;

/**
 * A core CartLine in the wire's shape, for the save body
 * (`r_more_transaction_cart_details`). The derived fields (`*_rp`, subtotal,
 * the discount) are written as the server would write them; the server reads
 * only ids, quantities and flags, and prices the line itself.
 */
export const toCartLineWire = (line: CartLine): CartLineWire => {
  const subtotal = lineSubtotal(line);
  return {
    id: line.variantId,
    slug: line.slug,
    name_long: line.nameLong,
    name_short: line.nameShort,
    image: line.image ? { image_url: line.image.url, alt_text: line.image.alt } : null,
    valid_price: line.unitPrice,
    valid_price_rp: formatRupiah(line.unitPrice),
    subtotal,
    subtotal_rp: formatRupiah(subtotal),
    quantity: line.quantity,
    stock_available: line.stockAvailable,
    valid_stock: line.validStock,
    is_selected: line.selected,
    is_reedem: line.isRedeem,
    is_get_combo: line.comboId !== null,
    id_combo: line.comboId,
    bundle_summary: line.bundle.map((part) => ({
      uni_product_variants_id: part.variantId,
      name: part.name,
      initial_quantity: part.quantityPerBundle,
      quantity: part.quantity,
    })),
    prices: {
      ho_normal: line.normalPrice,
      ho_normal_rp: formatRupiah(line.normalPrice),
      ho_more: line.unitPrice,
      more_discount: discountPercent(line.normalPrice, line.unitPrice),
      more_discount_price: Math.max(0, line.normalPrice - line.unitPrice),
    },
    flash_sale: line.flashSale ? { price: line.flashSale.price, price_rp: formatRupiah(line.flashSale.price), end: line.flashSale.endsAt } : null,
    get_free: line.freeGift
      ? {
          is_multiple_buy: line.freeGift.allowsMultiple,
          free_type: line.freeGift.freeType,
          free_uni_product_variants_id: line.freeGift.freeVariantId,
        }
      : null,
    get_po: line.preOrder ? { estimate: line.preOrder.estimate } : null,
    get_combo: line.combo ? { combo_price: line.combo.price, is_multiple_buy: line.combo.allowsMultiple } : null,
  };
};

export const toCart = (wire: CartWire): Cart => ({
  lines: wire.r_more_transaction_cart_details.map(toCartLine),
  note: wire.note ?? '',
});

/** The body of `POST more/transaction/cart`. */
export const toCartWire = (cart: Cart): CartWire => ({
  note: cart.note,
  r_more_transaction_cart_details: cart.lines.map(toCartLineWire),
});

export const toItemStock = (wire: ItemStockWire): ItemStock => ({
  variantId: wire.uni_product_variants_id,
  comboId: wire.id_combo ?? null,
  validStock: wire.valid_stock,
  stockAvailable: wire.stock_available,
  sufficient: wire.sufficient,
});
