import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { emptyCartOnOrder } from './cart-emptied-on-order';
import type { OrderPlaced } from './checkout-state';

/** A cart that counts how often a placed order emptied it. */
const aCart = () => {
  const cart = { emptied: 0, clearAfterOrder: () => void cart.emptied++ };
  return cart;
};

const anOrder = { order: { orderSn: 'MORE-1' }, items: [] } as unknown as OrderPlaced;

describe('emptyCartOnOrder', () => {
  it('"When the cart is emptied after an order, the note is cleared too" (document 1 §4): each placed order empties the cart', () => {
    const orders = new Subject<OrderPlaced>();
    const cart = aCart();
    emptyCartOnOrder({ orderPlaced$: orders }, cart);
    expect(cart.emptied).toBe(0);
    orders.next(anOrder);
    expect(cart.emptied).toBe(1);
    orders.next(anOrder);
    expect(cart.emptied).toBe(2);
  });

  it('stops when its subscription ends (the checkout is gone)', () => {
    const orders = new Subject<OrderPlaced>();
    const cart = aCart();
    emptyCartOnOrder({ orderPlaced$: orders }, cart).unsubscribe();
    orders.next(anOrder);
    expect(cart.emptied).toBe(0);
  });
});
