import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCartLine } from '../cart/fakes';
import { checkoutItemsOf, checkoutLinesOf, goodsTotalOf, instalmentPriceOf, needsItemsFromCart } from './checkout-items';
import { emptyCheckoutOrder } from './checkout-order';
import { aShippingOption } from './checkout.fixture';

describe('checkout items', () => {
  it('"select for checkout" (document 1 §4): only the selected lines are bought, with variant, combo and quantity', () => {
    const lines = [
      aCartLine({ variantId: 1, quantity: 2 }),
      aCartLine({ variantId: 2, selected: false }),
      aCartLine({ variantId: 3, comboId: 9, quantity: 1 }),
    ];
    expect(checkoutItemsOf(lines)).toEqual([
      { variantId: 1, quantity: 2, comboId: null },
      { variantId: 3, quantity: 1, comboId: 9 },
    ]);
    expect(checkoutItemsOf([])).toEqual([]);
  });

  it('finds each item\'s cart line by variant and combo, a reward line when no bought one matches, and none when the cart lost it', () => {
    const plain = aCartLine({ variantId: 1, unitPrice: 100_000 });
    const combo = aCartLine({ variantId: 1, comboId: 4, unitPrice: 80_000 });
    const reward = aCartLine({ variantId: 7, isRedeem: true, unitPrice: 0 });
    const matched = checkoutLinesOf(
      [
        { variantId: 1, comboId: 4, quantity: 2 },
        { variantId: 1, comboId: null, quantity: 1 },
        { variantId: 7, comboId: null, quantity: 1 },
        { variantId: 99, comboId: null, quantity: 1 },
      ],
      [plain, combo, reward],
    );
    expect(matched.map(({ line }) => line)).toEqual([combo, plain, reward, null]);
    expect(matched.map(({ subtotal }) => subtotal)).toEqual([2 * 80_000, 100_000, 0, null]);
    expect(goodsTotalOf(matched)).toBe(2 * 80_000 + 100_000);
  });

  it('takes the items from the cart when no checkout is under way, or after a placed order, but not on success', () => {
    const items = [{ variantId: 1, quantity: 1, comboId: null }];
    const placed = { orderNumber: 'MORE-1', billNumber: 'INV-1' };
    expect(needsItemsFromCart({ order: emptyCheckoutOrder, placed: null }, 'shipping')).toBe(true);
    expect(needsItemsFromCart({ order: { ...emptyCheckoutOrder, items }, placed: null }, 'payment')).toBe(false);
    expect(needsItemsFromCart({ order: { ...emptyCheckoutOrder, items }, placed }, null)).toBe(true);
    expect(needsItemsFromCart({ order: { ...emptyCheckoutOrder, items }, placed }, 'success')).toBe(false);
  });

  it("prices the instalments on the items at the cart's prices plus the chosen courier, nothing for a courier not chosen yet", () => {
    const lines = [aCartLine({ variantId: 1, unitPrice: 1_000_000, quantity: 2 }), aCartLine({ variantId: 2, unitPrice: 500_000, selected: false })];
    const items = checkoutItemsOf(lines);
    expect(instalmentPriceOf({ items, shipping: { addressId: 7, option: null } }, lines)).toBe(2_000_000);
    expect(instalmentPriceOf({ items, shipping: { addressId: 7, option: aShippingOption({ price: 85_000 }) } }, lines)).toBe(2_085_000);
    expect(instalmentPriceOf({ items: [...items, { variantId: 99, quantity: 3, comboId: null }], shipping: { addressId: 7, option: null } }, lines)).toBe(2_000_000);
  });

  it("PROPERTY: for any cart, the instalments' amount is the selected lines' prices times their quantities plus the courier's price", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      selected: fc.boolean(),
      comboId: fc.constantFrom(null, 9),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.option(fc.integer({ min: 0, max: 2_000_000 })), (specs, shippingPrice) => {
        // One line per variant: the cart never holds the same variant and combo twice.
        const lines = specs.map((spec, index) => aCartLine({ ...spec, variantId: index + 1 }));
        const option = shippingPrice === null ? null : aShippingOption({ price: shippingPrice });
        const expected = lines.filter((each) => each.selected).reduce((sum, each) => sum + each.unitPrice * each.quantity, 0) + (shippingPrice ?? 0);
        expect(instalmentPriceOf({ items: checkoutItemsOf(lines), shipping: { addressId: 1, option } }, lines)).toBe(expected);
      }),
    );
  });
});
