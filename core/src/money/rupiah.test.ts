import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah, parseRupiah } from './rupiah';

// Document 1 §9: "Currency is Indonesian rupiah with dot thousand separators."
describe('formatRupiah', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [1250000, 'Rp1.250.000'],
    [10000000, 'Rp10.000.000'],
    [-45000, '-Rp45.000'],
    [1499.6, 'Rp1.500'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupiah(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('groups every whole amount in threes separated by dots, and reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        const text = formatRupiah(amount);
        expect(text).toMatch(/^-?Rp\d{1,3}(\.\d{3})*$/);
        expect(parseRupiah(text)).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });

  it('rounds fractions to whole rupiah, never showing cents', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        expect(parseRupiah(formatRupiah(amount))).toBe(Math.round(amount));
      }),
    );
  });
});

describe('parseRupiah', () => {
  it('reads the texts the API sends', () => {
    expect(parseRupiah('Rp0')).toBe(0);
    expect(parseRupiah('Rp 1.250.000')).toBe(1250000);
    expect(parseRupiah('Rp150.000,00')).toBe(150000);
  });

  it('answers null for text that is not a rupiah amount', () => {
    expect(parseRupiah('gratis')).toBeNull();
    expect(parseRupiah('Rp1.25.000')).toBeNull();
    expect(parseRupiah('')).toBeNull();
  });
});
