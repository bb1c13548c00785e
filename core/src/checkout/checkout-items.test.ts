import { describe, expect, it } from 'vitest';
import { aCartLine } from '../cart/fakes';
import { checkoutItemsOf } from './checkout-items';

describe('checkoutItemsOf', () => {
  it('orders the selected lines only, with their quantities and combos', () => {
    expect(
      checkoutItemsOf([
        aCartLine({ variantId: 1, quantity: 2 }),
        aCartLine({ variantId: 2, selected: false }),
        aCartLine({ variantId: 3, quantity: 1, comboId: 7 }),
      ]),
    ).toEqual([
      { variantId: 1, quantity: 2, comboId: null },
      { variantId: 3, quantity: 1, comboId: 7 },
    ]);
  });
});
