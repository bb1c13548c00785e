import type { PromotionKind } from '@more/core';

/** What every promotion's block on /promotion/{slug} and the promotions page is given. */
export interface BlockProps {
  readonly kind: PromotionKind;
  readonly full: boolean;
  /** How many of the first cards load their image at once (above the fold). */
  readonly eager?: number;
}
