import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPayable } from './cart-payable';
import { cartTotals } from './cart-totals';
import { anyOperation } from './cart.arbitraries.fixture';
import { type Cart, emptyCart } from './cart';
import { addToCart } from './add-to-cart';
import { setCartLineSelected } from './selection';
import { cartLineKey } from './cart-line';

const anyVoucher = fc.option(
  fc.record({ code: fc.stringMatching(/^[A-Z0-9]{3,12}$/), discount: fc.integer({ min: -1_000, max: 50_000_000 }) }),
  { nil: null },
);

/** Carts of any lines, some ticked and some not, built with the cart's own rules. */
const anyCart: fc.Arbitrary<Cart> = fc.array(anyOperation, { maxLength: 20 }).chain((operations) =>
  fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }).map((ticks) => {
    let cart = emptyCart;
    for (const op of operations) if (op.kind === 'add') cart = addToCart(cart, op.item).cart;
    cart.lines.forEach((line, index) => (cart = setCartLineSelected(cart, cartLineKey(line), ticks[index] ?? true)));
    return cart;
  }),
);

describe('the cart total with a voucher (document 1 §3 "Voucher: potongan, grandTotalDiskon")', () => {
  it('for every cart and voucher: total = selected subtotal − discount, never below 0, the discount never more than the subtotal', () => {
    fc.assert(
      fc.property(anyCart, anyVoucher, (cart, voucher) => {
        const { subtotal } = cartTotals(cart);
        const payable = cartPayable(subtotal, voucher);
        const discount = payable.voucher?.discount ?? 0;
        expect(payable.subtotal).toBe(subtotal);
        expect(payable.total).toBe(subtotal - discount);
        expect(payable.total).toBeGreaterThanOrEqual(0);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        // What the server granted is taken off whole whenever the lines cost at least that much.
        if (voucher && voucher.discount > 0 && voucher.discount <= subtotal) expect(discount).toBe(voucher.discount);
        // The summary names the voucher only when it takes something off.
        if (payable.voucher) expect(payable.voucher.label).toBe(`Potongan Voucher ${voucher!.code}`);
        else expect(payable.total).toBe(subtotal);
      }),
    );
  });

  it('without a voucher the total is the subtotal; removing it brings the total back', () => {
    expect(cartPayable(1_500_000, null)).toEqual({ subtotal: 1_500_000, voucher: null, total: 1_500_000 });
    expect(cartPayable(1_500_000, { code: 'HEMAT100', discount: 100_000 })).toEqual({
      subtotal: 1_500_000,
      voucher: { code: 'HEMAT100', discount: 100_000, label: 'Potongan Voucher HEMAT100' },
      total: 1_400_000,
    });
    expect(cartPayable(60_000, { code: 'HEMAT100', discount: 100_000 }).total).toBe(0);
  });
});
