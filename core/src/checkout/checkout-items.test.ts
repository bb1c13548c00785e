import { describe, expect, it } from 'vitest';
import { aCartLine } from '../cart/fakes';
import { checkoutItemsOf, checkoutLinesOf, goodsTotalOf, needsItemsFromCart } from './checkout-items';
import { emptyCheckoutOrder } from './checkout-order';

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
});
