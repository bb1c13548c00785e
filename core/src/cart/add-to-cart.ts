import { type Cart, findCartLine } from './cart';
import { type CartItemToAdd, type CartLine, cartLineKey } from './cart-line';
import type { AddOutcome } from './cart-outcome';
import { MIN_CART_QUANTITY, clampCartQuantity, isForcedSingle, withLineQuantity } from './line-quantity';

export interface AddToCartResult {
  readonly cart: Cart;
  readonly outcome: AddOutcome;
}

/**
 * "add" (document 1 §4). An item already in the cart (same line key) is merged
 * into its line: the quantities add up, capped at valid stock, and the line
 * takes the item's data, which the product page has just fetched (price,
 * stock, promotion). A new line goes to the end. Either way the line is
 * selected: the shopper has just said they want it.
 *
 * A forced-quantity line (flash sale; free or combo without multiple purchase)
 * that is already present stays one line of quantity 1; adding it again does
 * not add a unit, and the outcome `limited-to-one` lets the view say why.
 *
 * An item whose valid stock is below 1 is refused and the cart is unchanged.
 */
export const addToCart = (cart: Cart, item: CartItemToAdd): AddToCartResult => {
  const key = cartLineKey(item);
  if (Math.floor(item.validStock) < MIN_CART_QUANTITY) return { cart, outcome: { kind: 'refused-out-of-stock', key } };

  const existing = findCartLine(cart, key);
  const wanted = (existing?.quantity ?? 0) + clampCartQuantity(item.quantity, Number.POSITIVE_INFINITY);
  const line = withLineQuantity(toCartLine(item), wanted);
  const lines = existing
    ? cart.lines.map((other) => (other === existing ? line : other))
    : [...cart.lines, line];

  return { cart: { ...cart, lines }, outcome: outcomeOf(line, key, wanted) };
};

const outcomeOf = (line: CartLine, key: string, wanted: number): AddOutcome => {
  if (line.quantity === wanted) return { kind: 'added', key, quantity: line.quantity };
  if (isForcedSingle(line)) return { kind: 'limited-to-one', key };
  return { kind: 'capped-at-stock', key, quantity: line.quantity };
};

/**
 * Field by field, so that a wider object handed in as an item (an order item,
 * a product page's model) never carries its other fields into the saved cart.
 */
export const toCartLine = (item: CartItemToAdd): CartLine => ({
  variantId: item.variantId,
  slug: item.slug,
  nameLong: item.nameLong,
  nameShort: item.nameShort,
  image: item.image,
  unitPrice: item.unitPrice,
  normalPrice: item.normalPrice,
  quantity: 0,
  stockAvailable: item.stockAvailable,
  validStock: item.validStock,
  selected: true,
  isRedeem: item.isRedeem,
  comboId: item.comboId,
  bundle: item.bundle.map((part) => ({
    variantId: part.variantId,
    name: part.name,
    quantityPerBundle: part.quantityPerBundle,
    quantity: 0,
  })),
  flashSale: item.flashSale,
  freeGift: item.freeGift,
  preOrder: item.preOrder,
  combo: item.combo,
});
