import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStoreDateTime, indonesianMonths } from './dates';

// Document 1 §9: "Dates are formatted DD MMMM YYYY HH:mm in the Indonesian locale."
describe('formatStoreDateTime', () => {
  it('prints day, Indonesian month, year and 24-hour time in WIB', () => {
    expect(formatStoreDateTime(Date.UTC(2026, 10, 21, 12, 5))).toBe('21 November 2026 19:05');
    expect(formatStoreDateTime(Date.UTC(2026, 0, 1, 0, 0))).toBe('01 Januari 2026 07:00');
  });

  it('moves to the next day after 17:00 UTC', () => {
    expect(formatStoreDateTime(Date.UTC(2026, 7, 16, 17, 30))).toBe('17 Agustus 2026 00:30');
  });

  it('always has the shape DD MMMM YYYY HH:mm', () => {
    const shape = new RegExp(`^\\d{2} (${indonesianMonths.join('|')}) \\d{4} \\d{2}:\\d{2}$`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatStoreDateTime(ms)).toMatch(shape);
      }),
    );
  });
});
