import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine } from './fakes';
import { setAllCartLinesSelected, setCartLineSelected } from './selection';

describe('"select for checkout" (document 1 §4)', () => {
  const cart: Cart = { lines: [aCartLine({ variantId: 1, selected: true }), aCartLine({ variantId: 2, selected: false })], note: '' };

  it('selects and deselects one line', () => {
    const key = cartLineKey(aCartLine({ variantId: 2 }));
    expect(setCartLineSelected(cart, key, true).lines.map((line) => line.selected)).toEqual([true, true]);
    expect(setCartLineSelected(cart, cartLineKey(aCartLine({ variantId: 1 })), false).lines.map((line) => line.selected)).toEqual([false, false]);
  });

  it('selects and deselects all lines', () => {
    expect(setAllCartLinesSelected(cart, true).lines.every((line) => line.selected)).toBe(true);
    expect(setAllCartLinesSelected(cart, false).lines.some((line) => line.selected)).toBe(false);
  });

  it('gives back the same cart when nothing changes', () => {
    expect(setCartLineSelected(cart, cartLineKey(aCartLine({ variantId: 1 })), true)).toBe(cart);
    const all = setAllCartLinesSelected(cart, true);
    expect(setAllCartLinesSelected(all, true)).toBe(all);
  });
});
