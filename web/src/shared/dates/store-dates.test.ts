import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateAt, dateTimeAt, datedText as words } from '@more/core';
import { datedText, storeDate, storeDateTime } from './store-dates';

const months = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const two = (n: number) => String(n).padStart(2, '0');
/** The reference: the instant moved by seven hours and read in UTC. */
const atUtcPlus7 = (ms: number) => {
  const local = new Date(ms + 7 * 3_600_000);
  return `${two(local.getUTCDate())} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
};
const instants = fc.integer({ min: 0, max: 4_102_444_800_000 });

// Document 2 §9: dates are formatted DD MMMM YYYY HH:mm, in the Indonesian locale and the store's time (WIB).
describe('storeDateTime', () => {
  it('prints day, Indonesian month, year and 24-hour time in WIB', () => {
    expect(storeDateTime(Date.UTC(2026, 10, 21, 12, 5))).toBe('21 November 2026 19:05');
    expect(storeDateTime(Date.UTC(2026, 0, 1, 0, 0))).toBe('01 Januari 2026 07:00');
  });

  it('moves to the next day after 17:00 UTC', () => {
    expect(storeDateTime(Date.UTC(2026, 7, 16, 17, 30))).toBe('17 Agustus 2026 00:30');
  });

  it('always has the shape DD MMMM YYYY HH:mm', () => {
    const shape = new RegExp(`^\\d{2} (${months.join('|')}) \\d{4} \\d{2}:\\d{2}$`);
    fc.assert(fc.property(instants, (ms) => {
      expect(storeDateTime(ms)).toMatch(shape);
    }));
  });

  it('is the instant read at UTC+7, whatever the zone it runs in', () => {
    fc.assert(fc.property(instants, (ms) => {
      expect(storeDateTime(ms)).toBe(atUtcPlus7(ms));
    }));
  });
});

describe('storeDate', () => {
  it('is the day of storeDateTime', () => {
    expect(storeDate(Date.UTC(2026, 7, 16, 17, 30))).toBe('17 Agustus 2026');
    fc.assert(fc.property(instants, (ms) => {
      expect(storeDate(ms)).toBe(atUtcPlus7(ms).slice(0, -6));
    }));
  });
});

describe('datedText', () => {
  it('prints core\'s words around each moment as it asked', () => {
    expect(datedText(words('Berlaku hingga ', dateTimeAt(Date.UTC(2026, 11, 23, 16, 59))))).toBe('Berlaku hingga 23 Desember 2026 23:59');
    expect(datedText(words(dateAt(Date.UTC(2026, 10, 1)), ' – ', dateAt(Date.UTC(2026, 10, 30)), '.'))).toBe('01 November 2026 – 30 November 2026.');
  });
});
