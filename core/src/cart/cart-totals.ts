import type { Cart } from './cart';
import type { CartLine } from './cart-line';

/** What the cart page's summary and the header show. Amounts are whole rupiah. */
export interface CartTotals {
  /** Units on the selected lines: what the next order holds. */
  readonly selectedUnits: number;
  readonly selectedLines: number;
  /** What the selected lines cost: Σ unit price × quantity. */
  readonly subtotal: number;
  /** What they would cost at normal prices (never less than the subtotal). */
  readonly normalTotal: number;
  /** `normalTotal − subtotal`: what the shopper saves. */
  readonly savings: number;
  /** Units on every line: the header's cart count (document 1 §2). */
  readonly allUnits: number;
  /** The "select all" box is ticked: there are lines and all are selected. */
  readonly allSelected: boolean;
}

/** `subtotal` of a cart line (document 1 §3): unit price × quantity. */
export const lineSubtotal = (line: CartLine): number => line.unitPrice * line.quantity;

/**
 * A line priced above its "normal" price (a data slip) counts at its real
 * price in the normal total, so savings are never negative.
 */
const lineNormalTotal = (line: CartLine): number => Math.max(line.normalPrice, line.unitPrice) * line.quantity;

export const cartTotals = (cart: Cart): CartTotals => {
  const selected = cart.lines.filter((line) => line.selected);
  const sum = (lines: readonly CartLine[], of: (line: CartLine) => number) =>
    lines.reduce((total, line) => total + of(line), 0);
  const subtotal = sum(selected, lineSubtotal);
  const normalTotal = sum(selected, lineNormalTotal);
  return {
    selectedUnits: sum(selected, (line) => line.quantity),
    selectedLines: selected.length,
    subtotal,
    normalTotal,
    savings: normalTotal - subtotal,
    allUnits: sum(cart.lines, (line) => line.quantity),
    allSelected: cart.lines.length > 0 && selected.length === cart.lines.length,
  };
};
