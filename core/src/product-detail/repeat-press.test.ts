import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { REPEAT_PRESS_MS, RepeatPressGuard, isRepeatPress } from './repeat-press';

const clockAt = (ms: number) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = ms;
  return clock;
};

describe('a repeated press of a buy button is one intent', () => {
  it('a double click repeats, whenever it comes', () => {
    expect(isRepeatPress(null, 5_000, 2)).toBe(true);
    expect(isRepeatPress(0, 60_000, 3)).toBe(true);
  });

  it(`a press within ${REPEAT_PRESS_MS} ms of the last repeats it; the first press, or one after a pause, does not`, () => {
    expect(isRepeatPress(null, 0, 1)).toBe(false);
    expect(isRepeatPress(1_000, 1_000 + REPEAT_PRESS_MS - 1, 1)).toBe(true);
    expect(isRepeatPress(1_000, 1_000 + REPEAT_PRESS_MS, 1)).toBe(false);
    // A key press counts no clicks.
    expect(isRepeatPress(1_000, 5_000, 0)).toBe(false);
  });

  it('per command, on the scheduler\'s clock: "add" then "buy now" are two intents, however quick', () => {
    const clock = clockAt(10_000);
    const guard = new RepeatPressGuard<'add' | 'buy-now'>(clock);
    expect(guard.isRepeat('add', 1)).toBe(false);
    expect(guard.isRepeat('buy-now', 1)).toBe(false);
    clock.frame += 300;
    expect(guard.isRepeat('add', 1)).toBe(true);
    clock.frame += 500;
    // 500 ms after the repeat, which counts as the last press too: the burst goes on.
    expect(guard.isRepeat('add', 1)).toBe(true);
    clock.frame += REPEAT_PRESS_MS;
    expect(guard.isRepeat('add', 1)).toBe(false);
  });

  it('forgets every press for a new page', () => {
    const guard = new RepeatPressGuard<'add'>(clockAt(0));
    guard.isRepeat('add', 1);
    guard.forget();
    expect(guard.isRepeat('add', 1)).toBe(false);
  });

  it('whatever the presses: one passes exactly when it is a single click after a pause of the same button since its last press', () => {
    const press = fc.record({ command: fc.constantFrom('add', 'buy-now'), after: fc.nat(2_000), clicks: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(press, { maxLength: 30 }), (presses) => {
        const clock = clockAt(1_000_000);
        const guard = new RepeatPressGuard<string>(clock);
        const last = new Map<string, number>();
        for (const { command, after, clicks } of presses) {
          clock.frame += after;
          const previous = last.get(command);
          const expected = clicks > 1 || (previous !== undefined && clock.frame - previous < REPEAT_PRESS_MS);
          expect(guard.isRepeat(command, clicks)).toBe(expected);
          last.set(command, clock.frame);
        }
      }),
    );
  });

  it('whatever the presses: two that pass, of the same button, are at least the guard apart', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ after: fc.nat(1_500), clicks: fc.nat(2) }), { maxLength: 40 }), (presses) => {
        const clock = clockAt(0);
        const guard = new RepeatPressGuard<'add'>(clock);
        const passed: number[] = [];
        for (const { after, clicks } of presses) {
          clock.frame += after;
          if (!guard.isRepeat('add', clicks)) passed.push(clock.frame);
        }
        passed.slice(1).forEach((at, index) => expect(at - passed[index]!).toBeGreaterThanOrEqual(REPEAT_PRESS_MS));
      }),
    );
  });
});
