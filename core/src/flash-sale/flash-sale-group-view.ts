import { countdown } from './countdown';
import type { FlashSaleGroup } from './flash-sale';
import { type FlashSaleCard, toFlashSaleCard } from './flash-sale-card';
import { type FlashSalePhase, flashSalePhase, flashSalePhaseLabel } from './flash-sale-phase';
import type { FlashSaleCardSize } from './stock';
import { upcomingHeading } from './upcoming-heading';
import type { DatedText } from '../shared/dated-text';

/** A flash-sale group as the screen shows it at one moment. */
export interface FlashSaleGroupView {
  readonly id: number;
  readonly title: string;
  readonly phase: FlashSalePhase;
  /** "Akan datang" or "Berlangsung"; null once over. */
  readonly label: string | null;
  /** Upcoming only: "Mulai 21 November 2026 19:00 WIB". */
  readonly heading: DatedText | null;
  /** Running: HH:MM:SS to the end; over: 00:00:00 (shown until the reload). */
  readonly countdown: string | null;
  readonly cards: readonly FlashSaleCard[];
}

/**
 * Document 1 §4: before start "Akan datang" with masked prices and the start
 * date as heading; from start "Berlangsung" with a countdown to the end.
 */
export const toFlashSaleGroupView = (group: FlashSaleGroup, nowMs: number, size: FlashSaleCardSize): FlashSaleGroupView => {
  const phase = flashSalePhase(group, nowMs);
  return {
    id: group.id,
    title: group.title,
    phase,
    label: flashSalePhaseLabel(phase),
    heading: phase === 'upcoming' ? upcomingHeading(group) : null,
    countdown: phase === 'upcoming' ? null : countdown(group.endsAt * 1000 - nowMs),
    cards: group.products.map((product) => toFlashSaleCard(product, phase, size)),
  };
};
