import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { flashSaleClock } from './sale-clock';

/** 21 November 2026 19:00:00 WIB, in milliseconds. */
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

const clockAt = (startMs: number) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = startMs;
  return clock;
};

/** What the clock read, and whether it stopped, after running the virtual time up to `untilMs`. */
const run = (startMs: number, endsAtMs: number | null, untilMs: number) => {
  const clock = clockAt(startMs);
  const ticks: number[] = [];
  let completed = false;
  flashSaleClock(clock, endsAtMs).subscribe({ next: (now) => ticks.push(now), complete: () => (completed = true) });
  clock.maxFrames = untilMs;
  clock.flush();
  return { ticks, completed, timersLeft: clock.actions.length };
};

describe("the flash-sale clock of a product page's countdown", () => {
  it('reads now at once, then ticks on every whole second while the sale runs', () => {
    const { ticks, completed } = run(T0 + 400, T0 + 10_000, T0 + 3_000);
    expect(ticks).toEqual([T0 + 400, T0 + 1_000, T0 + 2_000, T0 + 3_000]);
    expect(completed).toBe(false);
  });

  it('stops with the tick that reaches the end: the countdown stays at 00:00:00 and no timer is left', () => {
    const { ticks, completed, timersLeft } = run(T0 + 7_500, T0 + 9_000, T0 + 60_000);
    expect(ticks).toEqual([T0 + 7_500, T0 + 8_000, T0 + 9_000]);
    expect(completed).toBe(true);
    expect(timersLeft).toBe(0);
  });

  it('reads the time once, and keeps no timer, when no sale runs (none, or one already over)', () => {
    for (const endsAt of [null, T0 - 1_000, T0]) {
      const { ticks, completed, timersLeft } = run(T0, endsAt, T0 + 60_000);
      expect(ticks).toEqual([T0]);
      expect(completed).toBe(true);
      expect(timersLeft).toBe(0);
    }
  });

  it('whatever the start and the end: one reading per second, all before the end but the last, which is at or after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -5_000, max: 20_000 }), (start, length) => {
        const { ticks, completed } = run(T0 + start, T0 + start + length, T0 + start + Math.max(0, length) + 5_000);
        expect(completed).toBe(true);
        expect(ticks[0]).toBe(T0 + start);
        expect(ticks.slice(0, -1).every((now) => now < T0 + start + length)).toBe(true);
        expect(ticks.at(-1)! >= T0 + start + length || ticks.length === 1).toBe(true);
        expect(ticks.slice(1).every((now) => now % 1000 === 0)).toBe(true);
        ticks.slice(2).forEach((now, index) => expect(now - ticks[index + 1]!).toBe(1000));
      }),
    );
  });
});
