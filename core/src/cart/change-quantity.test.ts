import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { decreaseQuantity, increaseQuantity } from './change-quantity';
import { aCartLine } from './fakes';

const line = aCartLine({ variantId: 3, quantity: 2, validStock: 3, bundle: [{ variantId: 31, name: 'Laci', quantityPerBundle: 2, quantity: 4 }] });
const key = cartLineKey(line);
const cart: Cart = { lines: [line], note: '' };

describe('increase and decrease (document 1 §4)', () => {
  it('"increase" adds one unit and recomputes the bundle', () => {
    const { cart: next, outcome } = increaseQuantity(cart, key);
    expect(next.lines[0]?.quantity).toBe(3);
    expect(next.lines[0]?.bundle[0]?.quantity).toBe(6);
    expect(outcome).toBeNull();
  });

  it('"Quantity is capped at valid stock": at the stock, increase changes nothing and says why', () => {
    const full = increaseQuantity(cart, key).cart;
    const { cart: next, outcome } = increaseQuantity(full, key);
    expect(next).toBe(full);
    expect(outcome).toEqual({ kind: 'capped-at-stock', key, quantity: 3 });
  });

  it('brings a line loaded above its stock down to it', () => {
    const over: Cart = { lines: [{ ...line, quantity: 9 }], note: '' };
    expect(increaseQuantity(over, key).cart.lines[0]?.quantity).toBe(3);
  });

  it('a forced line stays at 1 and increase says it is limited to one', () => {
    const flash: Cart = { lines: [aCartLine({ variantId: 4, flashSale: { price: 1, endsAt: null } })], note: '' };
    const flashKey = cartLineKey(flash.lines[0]!);
    expect(increaseQuantity(flash, flashKey)).toEqual({ cart: flash, outcome: { kind: 'limited-to-one', key: flashKey } });
  });

  it('"decrease (minimum 1)": down by one, and a line at 1 stays at 1', () => {
    const once = decreaseQuantity(cart, key);
    expect(once.lines[0]?.quantity).toBe(1);
    expect(once.lines[0]?.bundle[0]?.quantity).toBe(2);
    expect(decreaseQuantity(once, key)).toBe(once);
  });

  it('changes nothing for a key not in the cart', () => {
    expect(increaseQuantity(cart, 'buy:404:-')).toEqual({ cart, outcome: null });
    expect(decreaseQuantity(cart, 'buy:404:-')).toBe(cart);
  });
});
