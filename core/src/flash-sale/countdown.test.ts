import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown, countdownSeconds } from './countdown';

/** Reads `HH:MM:SS` back into seconds. */
const secondsOf = (text: string): number => {
  const [hours, minutes, seconds] = text.split(':').map(Number);
  return hours! * 3600 + minutes! * 60 + seconds!;
};

const shape = /^\d{2,}:\d{2}:\d{2}$/;

describe('countdown "HH:MM:SS" (document 1 §4, document 2 §9)', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(countdown(3_000)).toBe('00:00:03');
    expect(countdown(3_723_000)).toBe('01:02:03');
    expect(countdown(86_399_000)).toBe('23:59:59');
  });

  it('lets hours run past 24 instead of wrapping into days', () => {
    expect(countdown((49 * 3600 + 5 * 60 + 9) * 1000)).toBe('49:05:09');
    expect(countdown(100 * 3600 * 1000)).toBe('100:00:00');
  });

  it('rounds a started second up, so 00:00:00 shows only once the time is up', () => {
    expect(countdown(2_400)).toBe('00:00:03');
    expect(countdown(1)).toBe('00:00:01');
    expect(countdown(0)).toBe('00:00:00');
  });

  it('is never negative: past the end it stays at 00:00:00', () => {
    expect(countdown(-1)).toBe('00:00:00');
    expect(countdown(-86_400_000)).toBe('00:00:00');
    expect(countdown(Number.NaN)).toBe('00:00:00');
    expect(countdown(Number.NEGATIVE_INFINITY)).toBe('00:00:00');
  });

  it('stops at the largest safe number of seconds for an endless duration', () => {
    expect(countdownSeconds(Number.POSITIVE_INFINITY)).toBe(Number.MAX_SAFE_INTEGER);
    expect(countdown(Number.POSITIVE_INFINITY)).toMatch(shape);
  });

  it('always has the shape HH:MM:SS and reads back as the remaining whole seconds, clamped at 0', () => {
    const durations = fc.oneof(
      fc.integer({ min: -1e12, max: 1e15 }),
      fc.double({ min: -1e9, max: 1e12, noNaN: true }),
      fc.integer({ min: -2_000, max: 5_000 }),
    );
    fc.assert(
      fc.property(durations, (msLeft) => {
        const text = countdown(msLeft);
        expect(text).toMatch(shape);
        expect(secondsOf(text)).toBe(Math.max(0, Math.ceil(msLeft / 1000)));
        const [, minutes, seconds] = text.split(':').map(Number);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});
