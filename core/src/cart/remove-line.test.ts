import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine } from './fakes';
import { removeCartLine } from './remove-line';

describe('remove (document 1 §4)', () => {
  const sofa = aCartLine({ variantId: 1 });
  const table = aCartLine({ variantId: 2 });
  const pillow = aCartLine({ variantId: 90, isRedeem: true, unitPrice: 0 });
  const lamp = aCartLine({ variantId: 91, isRedeem: true, unitPrice: 0 });
  const cart: Cart = { lines: [sofa, pillow, table, lamp], note: 'Tolong bungkus rapi' };

  it('"Removing an item also removes all redeem (reward) lines"', () => {
    const next = removeCartLine(cart, cartLineKey(sofa));
    expect(next.lines).toEqual([table]);
    expect(next.note).toBe('Tolong bungkus rapi');
  });

  it('removing a reward line removes every reward line', () => {
    expect(removeCartLine(cart, cartLineKey(pillow)).lines).toEqual([sofa, table]);
  });

  it('a key not in the cart changes nothing, rewards included', () => {
    expect(removeCartLine(cart, 'buy:404:-')).toBe(cart);
  });
});
