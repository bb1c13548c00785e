import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLASH_SALE_PHASE_LABELS, flashSalePhase, flashSalePhaseLabel, isFlashSaleActive } from './flash-sale-phase';
import { groupAndClock } from './flash-sale-times.fixture';

const group = { startsAt: 1_795_262_400, endsAt: 1_795_266_000 };
const startMs = group.startsAt * 1000;
const endMs = group.endsAt * 1000;

describe('flash-sale phase (document 1 §4)', () => {
  it('"before start it is "Akan datang""', () => {
    expect(flashSalePhase(group, startMs - 1)).toBe('upcoming');
    expect(flashSalePhaseLabel('upcoming')).toBe('Akan datang');
  });

  it('"From start it is "Berlangsung"", up to the last millisecond before the end', () => {
    expect(flashSalePhase(group, startMs)).toBe('running');
    expect(flashSalePhase(group, endMs - 1)).toBe('running');
    expect(flashSalePhaseLabel('running')).toBe('Berlangsung');
  });

  it('is over from its end, with no label', () => {
    expect(flashSalePhase(group, endMs)).toBe('over');
    expect(flashSalePhaseLabel('over')).toBeNull();
    expect(FLASH_SALE_PHASE_LABELS).toEqual({ upcoming: 'Akan datang', running: 'Berlangsung' });
  });

  it('"group times are unix seconds" (document 2 §9): the clock in milliseconds is compared to them × 1000', () => {
    expect(flashSalePhase({ startsAt: 10, endsAt: 20 }, 9_999)).toBe('upcoming');
    expect(flashSalePhase({ startsAt: 10, endsAt: 20 }, 10_000)).toBe('running');
    expect(flashSalePhase({ startsAt: 10, endsAt: 20 }, 20_000)).toBe('over');
  });

  it('"A flash sale is active while the current time is before its end": upcoming and running groups are active', () => {
    expect(isFlashSaleActive(group, startMs - 60_000)).toBe(true);
    expect(isFlashSaleActive(group, endMs - 1)).toBe(true);
    expect(isFlashSaleActive(group, endMs)).toBe(false);
  });

  it('a malformed group (start at or after end) is "Akan datang" until its end, then over, never running', () => {
    const malformed = { startsAt: 200, endsAt: 100 };
    expect(flashSalePhase(malformed, 99_999)).toBe('upcoming');
    expect(flashSalePhase(malformed, 100_000)).toBe('over');
    expect(flashSalePhase(malformed, 150_000)).toBe('over');
    expect(flashSalePhase({ startsAt: 100, endsAt: 100 }, 100_000)).toBe('over');
  });

  it('has exactly one phase, the one its times say, for any clock and any group, malformed too', () => {
    fc.assert(
      fc.property(groupAndClock, ({ group: times, nowMs }) => {
        const start = times.startsAt * 1000;
        const end = times.endsAt * 1000;
        const holds = {
          upcoming: nowMs < start && nowMs < end,
          running: start <= nowMs && nowMs < end,
          over: nowMs >= end,
        };
        expect(Object.values(holds).filter(Boolean)).toHaveLength(1);
        expect(holds[flashSalePhase(times, nowMs)]).toBe(true);
      }),
    );
  });

  it('is active iff now is before the end, for any clock and any group', () => {
    fc.assert(
      fc.property(groupAndClock, ({ group: times, nowMs }) => {
        expect(isFlashSaleActive(times, nowMs)).toBe(nowMs < times.endsAt * 1000);
        expect(isFlashSaleActive(times, nowMs)).toBe(flashSalePhase(times, nowMs) !== 'over');
      }),
    );
  });
});
