import type { CartLine } from './cart-line';

/** "Minimum cart quantity is 1" (document 1 §5, document 2 §5). */
export const MIN_CART_QUANTITY = 1;

/**
 * "A flash-sale line, or a free or combo line that disallows multiple
 * purchase, is forced to quantity 1" (document 1 §4).
 */
export const isForcedSingle = (
  line: Pick<CartLine, 'flashSale' | 'freeGift' | 'combo'>,
): boolean =>
  line.flashSale !== null ||
  (line.freeGift !== null && !line.freeGift.allowsMultiple) ||
  (line.combo !== null && !line.combo.allowsMultiple);

/**
 * The most a line may hold: 1 when forced, else its valid stock ("Quantity can
 * never exceed valid stock"). Never below the minimum: a line whose stock ran
 * out keeps 1 until a stock check takes it out, rather than showing 0.
 */
export const cartQuantityLimit = (line: Pick<CartLine, 'validStock' | 'flashSale' | 'freeGift' | 'combo'>): number =>
  isForcedSingle(line) ? MIN_CART_QUANTITY : Math.max(MIN_CART_QUANTITY, Math.floor(line.validStock));

/** Any asked-for number as a whole quantity within 1..limit. */
export const clampCartQuantity = (asked: number, limit: number): number => {
  const whole = Number.isFinite(asked) ? Math.floor(asked) : MIN_CART_QUANTITY;
  return Math.min(Math.max(MIN_CART_QUANTITY, whole), limit);
};

/**
 * The line with `asked` units, capped and forced as the rules say, and its
 * bundle components recomputed: "Bundle component quantities are the initial
 * quantity times the line quantity". Every quantity change goes through here.
 * Returns the same line when nothing changes.
 */
export const withLineQuantity = (line: CartLine, asked: number): CartLine => {
  const quantity = clampCartQuantity(asked, cartQuantityLimit(line));
  const bundleIsRight = line.bundle.every((part) => part.quantity === part.quantityPerBundle * quantity);
  if (quantity === line.quantity && bundleIsRight) return line;
  return {
    ...line,
    quantity,
    bundle: line.bundle.map((part) => ({ ...part, quantity: part.quantityPerBundle * quantity })),
  };
};
