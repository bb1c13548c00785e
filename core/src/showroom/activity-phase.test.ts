import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityPhase, isShowroomOpen } from './activity-phase';

const HOUR = 3_600_000;

describe('activityPhase', () => {
  const activity = { startsAt: 10 * HOUR, endsAt: 12 * HOUR };

  it('is upcoming before the start, ongoing from the start, finished from the end', () => {
    expect(activityPhase(activity, 10 * HOUR - 1)).toBe('upcoming');
    expect(activityPhase(activity, 10 * HOUR)).toBe('ongoing');
    expect(activityPhase(activity, 12 * HOUR - 1)).toBe('ongoing');
    expect(activityPhase(activity, 12 * HOUR)).toBe('finished');
  });

  it('only moves forward as time passes', () => {
    const order = { upcoming: 0, ongoing: 1, finished: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e12 }), fc.nat(1e9), (start, length, now, later) => {
        const span = { startsAt: start, endsAt: start + length };
        expect(order[activityPhase(span, now + later)]).toBeGreaterThanOrEqual(order[activityPhase(span, now)]);
      }),
    );
  });
});

// Document 2 §9: "Showroom hours Monday-Sunday 09:00-21:00".
describe('isShowroomOpen', () => {
  it('opens at 09:00 and closes at 21:00 WIB, every day', () => {
    // 09:00 WIB is 02:00 UTC.
    expect(isShowroomOpen(Date.UTC(2026, 10, 22, 1, 59))).toBe(false);
    expect(isShowroomOpen(Date.UTC(2026, 10, 22, 2, 0))).toBe(true);
    expect(isShowroomOpen(Date.UTC(2026, 10, 22, 13, 59))).toBe(true);
    expect(isShowroomOpen(Date.UTC(2026, 10, 22, 14, 0))).toBe(false);
    // A Sunday and a Monday alike.
    expect(isShowroomOpen(Date.UTC(2026, 10, 23, 5, 0))).toBe(true);
  });
});
