import fc from 'fast-check';
import type { Cart } from './cart';
import { type CartItemToAdd, cartLineKey } from './cart-line';
import { anItemToAdd } from './fakes';

/**
 * Items from a small pool of variants and combos, so that operations keep
 * meeting the same lines: plain, combo, reward, flash-sale, free-gift and
 * bundle lines, with stocks from 0 (refused) up.
 */
export const anyItem: fc.Arbitrary<CartItemToAdd> = fc
  .record({
    variantId: fc.integer({ min: 1, max: 4 }),
    comboId: fc.constantFrom(null, null, 7),
    isRedeem: fc.boolean(),
    quantity: fc.integer({ min: -1, max: 12 }),
    validStock: fc.integer({ min: 0, max: 9 }),
    flash: fc.boolean(),
    freeAllowsMultiple: fc.constantFrom(null, true, false),
    comboAllowsMultiple: fc.boolean(),
    perBundle: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  })
  .map((spec) =>
    anItemToAdd({
      variantId: spec.variantId,
      comboId: spec.comboId,
      isRedeem: spec.isRedeem,
      quantity: spec.quantity,
      validStock: spec.validStock,
      flashSale: spec.flash ? { price: 1_000_000, endsAt: null } : null,
      freeGift: spec.freeAllowsMultiple === null ? null : { allowsMultiple: spec.freeAllowsMultiple, freeType: null, freeVariantId: null },
      combo: spec.comboId === null ? null : { price: 2_000_000, allowsMultiple: spec.comboAllowsMultiple },
      bundle: spec.perBundle.map((n, i) => ({ variantId: 100 + i, name: `Bagian ${i}`, quantityPerBundle: n })),
    }),
  );

/** An operation; `pick` chooses among the lines present, so keys are ones the view could send. */
export type CartOperation =
  | { readonly kind: 'add' | 'buyNow'; readonly item: CartItemToAdd }
  | { readonly kind: 'increase' | 'decrease' | 'remove' | 'select' | 'deselect' | 'stockCheckFailed'; readonly pick: number }
  | { readonly kind: 'selectAll' | 'deselectAll' };

export const anyOperation: fc.Arbitrary<CartOperation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('add' as const, 'buyNow' as const), item: anyItem }),
  fc.record({
    kind: fc.constantFrom('increase' as const, 'decrease' as const, 'remove' as const, 'select' as const, 'deselect' as const, 'stockCheckFailed' as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom('selectAll' as const, 'deselectAll' as const) }),
);

export const keyAt = (cart: Cart, pick: number) => {
  const line = cart.lines[pick % Math.max(1, cart.lines.length)];
  return line ? cartLineKey(line) : 'buy:0:-';
};

