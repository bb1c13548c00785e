import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../money/rupiah';
import { MASKED_PRICE_KEPT_DIGITS, maskPrice } from './masked-price';

describe('masked price: "before start … prices partly masked" (document 1 §4)', () => {
  it('keeps the first two digits and hides the rest behind x, dots in place', () => {
    expect(maskPrice(1_250_000)).toBe('Rp1.2xx.xxx');
    expect(maskPrice(899_000)).toBe('Rp89x.xxx');
    expect(maskPrice(12_500_000)).toBe('Rp12.xxx.xxx');
  });

  it('always hides at least one digit of a very small price', () => {
    expect(maskPrice(50)).toBe('Rp5x');
    expect(maskPrice(7)).toBe('Rpx');
    expect(maskPrice(0)).toBe('Rpx');
  });

  it('never reveals more than the kept digits and has the length of the real price text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 999 })), (amount) => {
        const real = formatRupiah(amount);
        const masked = maskPrice(amount);
        expect(masked).toHaveLength(real.length);
        const shownDigits = masked.replace(/\D/g, '');
        expect(shownDigits.length).toBeLessThanOrEqual(MASKED_PRICE_KEPT_DIGITS);
        expect(masked).toContain('x');
        // Digits shown are the real leading ones; everything else is the real text or an x over a digit.
        expect(real.replace(/\D/g, '').startsWith(shownDigits)).toBe(true);
        [...masked].forEach((char, i) => {
          if (char === 'x') expect(real[i]).toMatch(/\d/);
          else expect(char).toBe(real[i]);
        });
      }),
    );
  });
});
