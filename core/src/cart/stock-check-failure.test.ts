import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine } from './fakes';
import { stockCheckFailed } from './stock-check-failure';

describe('"A stock check failure removes the line if its quantity is 1, else decreases it by one" (document 1 §4)', () => {
  const one = aCartLine({ variantId: 1, quantity: 1, nameLong: 'Lemari Pakaian 2 Pintu' });
  const three = aCartLine({ variantId: 2, quantity: 3, nameLong: 'Rak Buku Kayu', bundle: [{ variantId: 21, name: 'Papan', quantityPerBundle: 2, quantity: 6 }] });
  const reward = aCartLine({ variantId: 9, isRedeem: true });
  const cart: Cart = { lines: [one, three, reward], note: '' };

  it('removes a line of quantity 1 (with the reward lines, as any removal)', () => {
    const { cart: next, change } = stockCheckFailed(cart, cartLineKey(one));
    expect(next.lines).toEqual([three]);
    expect(change).toEqual({ kind: 'removed', line: { key: cartLineKey(one), name: 'Lemari Pakaian 2 Pintu' } });
  });

  it('decreases a larger line by one, bundle included', () => {
    const { cart: next, change } = stockCheckFailed(cart, cartLineKey(three));
    expect(next.lines[1]?.quantity).toBe(2);
    expect(next.lines[1]?.bundle[0]?.quantity).toBe(4);
    expect(next.lines).toHaveLength(3);
    expect(change).toEqual({ kind: 'reduced', line: { key: cartLineKey(three), name: 'Rak Buku Kayu' }, quantity: 2 });
  });

  it('changes nothing for a line no longer in the cart', () => {
    expect(stockCheckFailed(cart, 'buy:404:-')).toEqual({ cart, change: null });
  });
});
