import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockBarWidth, stockLabel } from './stock';

describe('flash-sale stock (document 1 §4, document 2 §9)', () => {
  describe('"Stock labels: remains 0 \'Habis\', 1 \'Hampir Habis\' (small card only), otherwise \'Stok Terbatas\'"', () => {
    it.each([
      [0, 'small', 'Habis'],
      [0, 'large', 'Habis'],
      [1, 'small', 'Hampir Habis'],
      [1, 'large', 'Stok Terbatas'],
      [2, 'small', 'Stok Terbatas'],
      [40, 'large', 'Stok Terbatas'],
      [-3, 'small', 'Habis'],
    ] as const)('remains %d on a %s card: %s', (remains, size, label) => {
      expect(stockLabel(remains, size)).toBe(label);
    });
  });

  describe('"The stock bar width is remains divided by limit"', () => {
    it('is the fraction left', () => {
      expect(stockBarWidth(7, 10)).toBe(0.7);
      expect(stockBarWidth(10, 10)).toBe(1);
      expect(stockBarWidth(0, 10)).toBe(0);
    });

    it('is empty without a limit and full when remains exceeds it', () => {
      expect(stockBarWidth(5, 0)).toBe(0);
      expect(stockBarWidth(5, -2)).toBe(0);
      expect(stockBarWidth(12, 10)).toBe(1);
      expect(stockBarWidth(-1, 10)).toBe(0);
      expect(stockBarWidth(Number.NaN, 10)).toBe(0);
    });

    it('stays within 0..1 for any counts', () => {
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.double()), fc.oneof(fc.integer(), fc.double()), (remains, limit) => {
          const width = stockBarWidth(remains, limit);
          expect(width).toBeGreaterThanOrEqual(0);
          expect(width).toBeLessThanOrEqual(1);
        }),
      );
    });

    it('is exactly remains / limit whenever 0 ≤ remains ≤ limit', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (limit, share) => {
          const remains = Math.floor(limit * share);
          expect(stockBarWidth(remains, limit)).toBe(remains / limit);
        }),
      );
    });
  });
});
