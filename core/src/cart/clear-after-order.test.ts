import { describe, expect, it } from 'vitest';
import { type Cart, emptyCart } from './cart';
import { clearCartAfterOrder } from './clear-after-order';
import { aCartLine } from './fakes';

describe('emptied after an order (document 1 §4)', () => {
  it('"When the cart is emptied after an order, the note is cleared too"', () => {
    const cart: Cart = { lines: [aCartLine({ variantId: 1 }), aCartLine({ variantId: 2 })], note: 'Antar setelah jam 5' };
    expect(clearCartAfterOrder(cart)).toEqual(emptyCart);
  });

  it('takes out only the ordered (selected) lines; the note stays with the lines left', () => {
    const kept = aCartLine({ variantId: 2, selected: false });
    const cart: Cart = { lines: [aCartLine({ variantId: 1 }), kept], note: 'Antar setelah jam 5' };
    expect(clearCartAfterOrder(cart)).toEqual({ lines: [kept], note: 'Antar setelah jam 5' });
  });

  it('clears the note of a cart that is already empty', () => {
    expect(clearCartAfterOrder({ lines: [], note: 'lama' })).toEqual(emptyCart);
  });

  it('changes nothing when nothing was selected, or nothing is there', () => {
    const cart: Cart = { lines: [aCartLine({ selected: false })], note: 'x' };
    expect(clearCartAfterOrder(cart)).toBe(cart);
    expect(clearCartAfterOrder(emptyCart)).toBe(emptyCart);
  });
});
