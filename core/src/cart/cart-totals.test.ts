import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart } from './cart';
import { cartTotals, lineSubtotal } from './cart-totals';
import { aCartLine } from './fakes';

describe('cart totals', () => {
  it('sums the selected lines for checkout and every line for the header', () => {
    const totals = cartTotals({
      lines: [
        aCartLine({ variantId: 1, unitPrice: 1_000_000, normalPrice: 1_200_000, quantity: 2 }),
        aCartLine({ variantId: 2, unitPrice: 500_000, normalPrice: 500_000, quantity: 1 }),
        aCartLine({ variantId: 3, unitPrice: 300_000, normalPrice: 400_000, quantity: 4, selected: false }),
      ],
      note: '',
    });
    expect(totals).toEqual({
      selectedUnits: 3,
      selectedLines: 2,
      subtotal: 2_500_000,
      normalTotal: 2_900_000,
      savings: 400_000,
      allUnits: 7,
      allSelected: false,
    });
  });

  it('"subtotal" of a line is its valid price times its quantity (document 1 §3)', () => {
    expect(lineSubtotal(aCartLine({ unitPrice: 750_000, quantity: 3 }))).toBe(2_250_000);
  });

  it('an empty cart has nothing selected and nothing to tick', () => {
    expect(cartTotals(emptyCart)).toMatchObject({ selectedUnits: 0, subtotal: 0, savings: 0, allUnits: 0, allSelected: false });
  });

  it('never shows negative savings, and adds up for any cart', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
      normalPrice: fc.integer({ min: 0, max: 50_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      selected: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (specs) => {
        const lines = specs.map((spec, i) => aCartLine({ ...spec, variantId: i }));
        const totals = cartTotals({ lines, note: '' });
        const selected = lines.filter((l) => l.selected);
        expect(totals.savings).toBeGreaterThanOrEqual(0);
        expect(totals.normalTotal - totals.subtotal).toBe(totals.savings);
        expect(totals.subtotal).toBe(selected.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
        expect(totals.allUnits).toBeGreaterThanOrEqual(totals.selectedUnits);
        expect(totals.allSelected).toBe(lines.length > 0 && selected.length === lines.length);
      }),
    );
  });
});
