import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { buyNowInCart } from './buy-now';
import { type Cart, emptyCart } from './cart';
import { type CartLine, cartLineKey } from './cart-line';
import { decreaseQuantity, increaseQuantity } from './change-quantity';
import { type CartOperation, anyOperation, keyAt } from './cart.arbitraries.fixture';
import { removeCartLine } from './remove-line';
import { setAllCartLinesSelected, setCartLineSelected } from './selection';
import { stockCheckFailed } from './stock-check-failure';

const apply = (cart: Cart, op: CartOperation): Cart => {
  switch (op.kind) {
    case 'add':
      return addToCart(cart, op.item).cart;
    case 'buyNow':
      return buyNowInCart(cart, op.item).cart;
    case 'increase':
      return increaseQuantity(cart, keyAt(cart, op.pick)).cart;
    case 'decrease':
      return decreaseQuantity(cart, keyAt(cart, op.pick));
    case 'remove':
      return removeCartLine(cart, keyAt(cart, op.pick));
    case 'select':
      return setCartLineSelected(cart, keyAt(cart, op.pick), true);
    case 'deselect':
      return setCartLineSelected(cart, keyAt(cart, op.pick), false);
    case 'stockCheckFailed':
      return stockCheckFailed(cart, keyAt(cart, op.pick)).cart;
    case 'selectAll':
      return setAllCartLinesSelected(cart, true);
    case 'deselectAll':
      return setAllCartLinesSelected(cart, false);
  }
};

const expectLawful = (line: CartLine) => {
  // "Quantity can never exceed valid stock. Minimum cart quantity is 1."
  expect(line.quantity).toBeGreaterThanOrEqual(1);
  expect(line.quantity).toBeLessThanOrEqual(line.validStock);
  // "A flash-sale line, or a free or combo line that disallows multiple purchase, is forced to quantity 1."
  // Spelled out here rather than calling isForcedSingle, so the test does not trust the code it checks.
  const forced =
    line.flashSale !== null ||
    (line.freeGift !== null && !line.freeGift.allowsMultiple) ||
    (line.combo !== null && !line.combo.allowsMultiple);
  if (forced) expect(line.quantity).toBe(1);
  // "Bundle component quantities are the initial quantity times the line quantity."
  for (const part of line.bundle) expect(part.quantity).toBe(part.quantityPerBundle * line.quantity);
};

describe('cart rules over any sequence of operations (document 1 §4, §5)', () => {
  it('quantities stay within 1..valid stock, forced lines at 1, bundles in step, keys unique, no reward after a removal', () => {
    fc.assert(
      fc.property(fc.array(anyOperation, { maxLength: 40 }), (operations) => {
        let cart = emptyCart;
        for (const op of operations) {
          const before = cart;
          cart = apply(cart, op);
          cart.lines.forEach(expectLawful);
          const keys = cart.lines.map(cartLineKey);
          expect(new Set(keys).size).toBe(keys.length);
          // "Removing an item also removes all redeem (reward) lines."
          if (op.kind === 'remove' && before.lines.length > 0) expect(cart.lines.some((line) => line.isRedeem)).toBe(false);
          if (op.kind === 'buyNow' && cart !== before) {
            const bought = cart.lines.find((line) => cartLineKey(line) === cartLineKey(op.item));
            expect(cart.lines.filter((line) => line.selected)).toEqual([bought]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
