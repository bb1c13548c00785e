import { describe, expect, it } from 'vitest';
import { emptyCart, findCartLine, updateCartLine } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine } from './fakes';

describe('cart line key', () => {
  it('tells a plain line, a combo line and a reward line of the same variant apart', () => {
    const plain = cartLineKey(aCartLine({ variantId: 7 }));
    const inCombo = cartLineKey(aCartLine({ variantId: 7, comboId: 3 }));
    const inOtherCombo = cartLineKey(aCartLine({ variantId: 7, comboId: 4 }));
    const reward = cartLineKey(aCartLine({ variantId: 7, isRedeem: true }));
    expect(new Set([plain, inCombo, inOtherCombo, reward]).size).toBe(4);
  });

  it('stays the same whatever else of the line changes', () => {
    expect(cartLineKey(aCartLine({ quantity: 1, unitPrice: 10 }))).toBe(cartLineKey(aCartLine({ quantity: 5, unitPrice: 20 })));
  });
});

describe('finding and updating a line', () => {
  const cart = { lines: [aCartLine({ variantId: 1 }), aCartLine({ variantId: 2 })], note: 'Kirim sore' };
  const second = cartLineKey(aCartLine({ variantId: 2 }));

  it('finds a line by its key, and nothing for an unknown key', () => {
    expect(findCartLine(cart, second)?.variantId).toBe(2);
    expect(findCartLine(emptyCart, second)).toBeUndefined();
  });

  it('replaces only that line, keeping the order and the note', () => {
    const next = updateCartLine(cart, second, (line) => ({ ...line, quantity: 4 }));
    expect(next.lines.map((line) => [line.variantId, line.quantity])).toEqual([[1, 1], [2, 4]]);
    expect(next.note).toBe('Kirim sore');
    expect(next.lines[0]).toBe(cart.lines[0]);
  });

  it('gives back the same cart when the line is missing or unchanged, so no save follows', () => {
    expect(updateCartLine(cart, 'buy:99:-', (line) => ({ ...line, quantity: 4 }))).toBe(cart);
    expect(updateCartLine(cart, second, (line) => line)).toBe(cart);
  });
});
