import type { FlashSaleGroup } from './flash-sale';

/**
 * Where a flash-sale group stands at a moment (document 1 §4): before start
 * "Akan datang", from start "Berlangsung", and over at its end.
 */
export type FlashSalePhase = 'upcoming' | 'running' | 'over';

export const FLASH_SALE_PHASE_LABELS = {
  upcoming: 'Akan datang',
  running: 'Berlangsung',
} as const satisfies Record<Exclude<FlashSalePhase, 'over'>, string>;

type GroupTimes = Pick<FlashSaleGroup, 'startsAt' | 'endsAt'>;

/** Group times are unix seconds, the clock is milliseconds. */
const ms = (unixSeconds: number): number => unixSeconds * 1000;

/**
 * "A flash sale is active while the current time is before its end"
 * (document 1 §4, document 2 §9): an upcoming group is active too, which is
 * why the home page shows it, masked.
 */
export const isFlashSaleActive = (group: GroupTimes, nowMs: number): boolean => nowMs < ms(group.endsAt);

/**
 * The end decides first, so a malformed group (start at or after end) is
 * "Akan datang" until its end and then over: never running, and never active
 * after its end, in agreement with `isFlashSaleActive`.
 */
export const flashSalePhase = (group: GroupTimes, nowMs: number): FlashSalePhase => {
  if (!isFlashSaleActive(group, nowMs)) return 'over';
  return nowMs < ms(group.startsAt) ? 'upcoming' : 'running';
};

/** The label a group shows; an ended group has none (it is about to be reloaded away). */
export const flashSalePhaseLabel = (phase: FlashSalePhase): string | null =>
  phase === 'over' ? null : FLASH_SALE_PHASE_LABELS[phase];
