import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { type Cart, emptyCart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine, anItemToAdd } from './fakes';

const sofa = anItemToAdd({ variantId: 101, validStock: 10 });
const sofaKey = cartLineKey(sofa);

describe('add to cart (document 1 §4, "Cart actions: add")', () => {
  it('adds a new line at the end, selected, with the quantity asked', () => {
    const start: Cart = { lines: [aCartLine({ variantId: 1 })], note: '' };
    const { cart, outcome } = addToCart(start, { ...sofa, quantity: 2 });
    expect(cart.lines.map((line) => line.variantId)).toEqual([1, 101]);
    expect(cart.lines[1]).toMatchObject({ quantity: 2, selected: true, unitPrice: sofa.unitPrice });
    expect(outcome).toEqual({ kind: 'added', key: sofaKey, quantity: 2 });
  });

  it('merges into the line already there: quantities add up and the line takes the fresh data', () => {
    const start: Cart = { lines: [aCartLine({ variantId: 101, quantity: 2, unitPrice: 3_500_000, selected: false }), aCartLine({ variantId: 5 })], note: 'x' };
    const { cart, outcome } = addToCart(start, { ...sofa, quantity: 3, unitPrice: 2_999_000 });
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ variantId: 101, quantity: 5, unitPrice: 2_999_000, selected: true });
    expect(cart.note).toBe('x');
    expect(outcome).toEqual({ kind: 'added', key: sofaKey, quantity: 5 });
  });

  it('"Quantity is capped at valid stock": asked beyond it, the line holds all there is', () => {
    const { cart, outcome } = addToCart(emptyCart, { ...sofa, quantity: 12, validStock: 4 });
    expect(cart.lines[0]?.quantity).toBe(4);
    expect(outcome).toEqual({ kind: 'capped-at-stock', key: sofaKey, quantity: 4 });

    const again = addToCart(cart, { ...sofa, quantity: 1, validStock: 4 });
    expect(again.cart.lines[0]?.quantity).toBe(4);
    expect(again.outcome).toEqual({ kind: 'capped-at-stock', key: sofaKey, quantity: 4 });
  });

  it('takes a quantity below 1 (or not a number) as 1: "Minimum cart quantity is 1"', () => {
    expect(addToCart(emptyCart, { ...sofa, quantity: 0 }).cart.lines[0]?.quantity).toBe(1);
    expect(addToCart(emptyCart, { ...sofa, quantity: Number.NaN }).cart.lines[0]?.quantity).toBe(1);
  });

  it('refuses an item whose valid stock is below 1, leaving the cart as it was', () => {
    const start: Cart = { lines: [aCartLine({ variantId: 101, quantity: 1 })], note: '' };
    const { cart, outcome } = addToCart(start, { ...sofa, validStock: 0 });
    expect(cart).toBe(start);
    expect(outcome).toEqual({ kind: 'refused-out-of-stock', key: sofaKey });
  });

  describe('"A flash-sale line, or a free or combo line that disallows multiple purchase, is forced to quantity 1"', () => {
    const flash = { ...sofa, flashSale: { price: 1_999_000, endsAt: null } };

    it('adds a forced line once, with quantity 1, whatever was asked', () => {
      const { cart, outcome } = addToCart(emptyCart, { ...flash, quantity: 3 });
      expect(cart.lines[0]?.quantity).toBe(1);
      expect(outcome).toEqual({ kind: 'limited-to-one', key: sofaKey });
      expect(addToCart(emptyCart, flash).outcome).toEqual({ kind: 'added', key: sofaKey, quantity: 1 });
    });

    it('adding an already present forced line keeps one line at 1 and says it is limited to one', () => {
      const once = addToCart(emptyCart, flash).cart;
      const { cart, outcome } = addToCart(once, flash);
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]?.quantity).toBe(1);
      expect(outcome).toEqual({ kind: 'limited-to-one', key: sofaKey });
    });

    it('a plain line turning into a flash-sale line on re-add comes down to 1', () => {
      const start: Cart = { lines: [aCartLine({ variantId: 101, quantity: 3 })], note: '' };
      expect(addToCart(start, flash).cart.lines[0]?.quantity).toBe(1);
    });
  });

  it('keeps a combo line apart from the plain line of the same variant', () => {
    const plain = addToCart(emptyCart, sofa).cart;
    const { cart } = addToCart(plain, { ...sofa, comboId: 8, combo: { price: 5_000_000, allowsMultiple: true } });
    expect(cart.lines.map(cartLineKey)).toEqual(['buy:101:-', 'buy:101:8']);
  });

  it('"Bundle component quantities are the initial quantity times the line quantity"', () => {
    const bundle = { ...sofa, quantity: 2, bundle: [{ variantId: 12, name: 'Kursi Makan', quantityPerBundle: 4 }] };
    const { cart } = addToCart(addToCart(emptyCart, bundle).cart, { ...bundle, quantity: 1 });
    expect(cart.lines[0]?.bundle).toEqual([{ variantId: 12, name: 'Kursi Makan', quantityPerBundle: 4, quantity: 12 }]);
  });

  it('carries no field of a wider object into the line', () => {
    const wider = { ...sofa, orderNumber: 'SO-1', bundle: [{ variantId: 1, name: 'a', quantityPerBundle: 1, extra: true }] };
    const line = addToCart(emptyCart, wider).cart.lines[0];
    expect(line).not.toHaveProperty('orderNumber');
    expect(line?.bundle[0]).not.toHaveProperty('extra');
  });
});
