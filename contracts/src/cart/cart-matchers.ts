import { formatRupiah } from '@more/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { productImage, type ShelfVariant } from './cart-fixtures';
import { imageUrl } from '../matchers';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

/** A `*_rp` text: whole rupiah as the store writes them, `Rp1.250.000`. */
export const rupiahText = (amount: number) => regex(/^Rp\d{1,3}(\.\d{3})*$/, formatRupiah(amount));

/** A refusal (4xx) with its message and, when fields were wrong, what was wrong with each. */
export const refused = (message: string, errors?: Readonly<Record<string, string>>) => ({
  success: boolean(false),
  message: string(message),
  ...(errors ? { errors: Object.fromEntries(Object.entries(errors).map(([field, reason]) => [field, eachLike(string(reason), 1)])) } : {}),
});

/**
 * A cart line as the store answers it (adapters' cartLineWire), for a plain
 * line of a shelf variant: no combo, no reward, no promotion. The nullable
 * fields (`id_combo`, `flash_sale`, `get_free`, `get_po`, `get_combo`) are
 * left out: a type matcher cannot say "object or null", and the adapter reads
 * their absence as "none".
 */
export const cartLine = (variant: ShelfVariant, quantity: number, selected = true) => ({
  id: integer(variant.variantId),
  slug: string(variant.slug),
  name_long: string(variant.nameLong),
  name_short: string(variant.nameShort),
  image: { image_url: imageUrl(productImage(variant.productId)), alt_text: string(variant.nameShort) },
  valid_price: integer(variant.price),
  valid_price_rp: rupiahText(variant.price),
  subtotal: integer(variant.price * quantity),
  subtotal_rp: rupiahText(variant.price * quantity),
  quantity: integer(quantity),
  stock_available: integer(variant.stock),
  valid_stock: integer(variant.stock),
  is_selected: boolean(selected),
  is_reedem: boolean(false),
  is_get_combo: boolean(false),
  bundle_summary: [],
  prices: {
    ho_normal: integer(variant.price),
    ho_normal_rp: rupiahText(variant.price),
    ho_more: integer(variant.price),
    more_discount: number(0),
    more_discount_price: integer(0),
  },
});

/** `data` of the cart calls: the note and the lines, in the order they were added. */
export const cartBody = (note: string, lines: readonly ReturnType<typeof cartLine>[]) => ({
  note: string(note),
  r_more_transaction_cart_details: lines,
});

/**
 * A line of the save body (`r_more_transaction_cart_details`), as the adapter
 * writes a core line back in the wire's shape. The server reads the variant,
 * the quantity and the flags, exactly; the derived fields (names, prices,
 * texts, stock) only by type: it prices the line itself.
 */
export const savedLine = (variant: ShelfVariant, quantity: number, selected: boolean) => ({
  id: variant.variantId,
  slug: string(variant.slug),
  name_long: string(variant.nameLong),
  name_short: string(variant.nameShort),
  image: { image_url: string(productImage(variant.productId)), alt_text: string(variant.nameShort) },
  valid_price: integer(variant.price),
  valid_price_rp: string(formatRupiah(variant.price)),
  subtotal: integer(variant.price * quantity),
  subtotal_rp: string(formatRupiah(variant.price * quantity)),
  quantity,
  stock_available: integer(variant.stock),
  valid_stock: integer(variant.stock),
  is_selected: selected,
  is_reedem: false,
  is_get_combo: false,
  id_combo: null,
  bundle_summary: [],
  prices: {
    ho_normal: integer(variant.price),
    ho_normal_rp: string(formatRupiah(variant.price)),
    ho_more: integer(variant.price),
    more_discount: integer(0),
    more_discount_price: integer(0),
  },
  flash_sale: null,
  get_free: null,
  get_po: null,
  get_combo: null,
});

/** One item of a stock check's answer (adapters' itemStockWire). */
export const itemStock = (variant: ShelfVariant, quantity: number, stock: number) => ({
  uni_product_variants_id: integer(variant.variantId),
  is_reedem: boolean(false),
  quantity: integer(quantity),
  valid_stock: integer(stock),
  stock_available: integer(stock),
  sufficient: boolean(quantity <= stock),
});
