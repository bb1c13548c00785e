import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wibClock, wibDay, wibIso, wibMidnight, wibOnDay, wibText, wibUnixSeconds } from './store-time';

describe('the store\'s time (WIB, UTC+7)', () => {
  const evening = Date.UTC(2026, 10, 21, 12, 5) / 1000; // 19:05 WIB

  it('writes times as ISO 8601 with the +07:00 offset, in whole seconds', () => {
    expect(wibIso(evening)).toBe('2026-11-21T19:05:00+07:00');
    expect(wibIso(evening + 0.9)).toBe('2026-11-21T19:05:00+07:00');
  });

  it('names the store\'s day, which starts at midnight WIB, not UTC', () => {
    const lateNight = Date.UTC(2026, 10, 21, 18, 30) / 1000; // 01:30 WIB on the 22nd
    expect(wibDay(lateNight)).toBe('20261122');
    expect(wibIso(wibMidnight(lateNight))).toBe('2026-11-22T00:00:00+07:00');
    expect(wibOnDay('20261115', 9, 5)).toBe(wibUnixSeconds(2026, 11, 15, 9, 5));
    expect(wibIso(wibOnDay('20261115', 9, 5))).toBe('2026-11-15T09:05:00+07:00');
  });

  it('words a time for shoppers', () => {
    expect(wibText(evening)).toBe('21 November 2026 19:05');
    expect(wibClock(evening)).toBe('19:05');
  });

  it('reads back every time it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        expect(Date.parse(wibIso(seconds)) / 1000).toBe(seconds);
      }),
    );
  });
});
