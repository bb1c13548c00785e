import { describe, expect, it } from 'vitest';
import { buyNowInCart } from './buy-now';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine, anItemToAdd } from './fakes';

describe('"buy-now (deselects all other lines, then adds)" (document 1 §4)', () => {
  const cart: Cart = { lines: [aCartLine({ variantId: 1, selected: true }), aCartLine({ variantId: 2, selected: true })], note: '' };

  it('leaves only the bought item selected', () => {
    const { cart: next, outcome } = buyNowInCart(cart, anItemToAdd({ variantId: 3, quantity: 1 }));
    expect(next.lines.map((line) => [line.variantId, line.selected])).toEqual([[1, false], [2, false], [3, true]]);
    expect(outcome.kind).toBe('added');
  });

  it('merges into a line already there and selects it', () => {
    const { cart: next } = buyNowInCart(cart, anItemToAdd({ variantId: 2, quantity: 2 }));
    expect(next.lines.map((line) => [line.variantId, line.selected, line.quantity])).toEqual([[1, false, 1], [2, true, 3]]);
  });

  it('leaves the cart and its selection as they were when the item is out of stock', () => {
    const item = anItemToAdd({ variantId: 3, validStock: 0 });
    expect(buyNowInCart(cart, item)).toEqual({ cart, outcome: { kind: 'refused-out-of-stock', key: cartLineKey(item) } });
  });
});
