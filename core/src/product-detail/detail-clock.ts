import type { Observable } from 'rxjs';
import { flashSaleClock } from '../flash-sale/sale-clock';
import type { Scheduler } from '../shared/time';
import type { ProductDetail } from './product-detail';

/** When the last of the product's flash sales ends (milliseconds); null when none of its variants is in one. */
export const flashSaleEndsAtMs = (detail: Pick<ProductDetail, 'variants'>): number | null => {
  const ends = detail.variants.flatMap((variant) => (variant.flashSale ? [variant.flashSale.endsAt * 1000] : []));
  return ends.length > 0 ? Math.max(...ends) : null;
};

/**
 * The time a product page's flash-sale countdown reads: every second while
 * one of its variants' sales runs (whichever variant the shopper picks), and
 * only in the browser once it is `ticking` (after hydration): the server's
 * HTML reserves the countdown's place, so there the time is read once.
 */
export const productPageClock = (scheduler: Scheduler, detail: Pick<ProductDetail, 'variants'>, ticking: boolean): Observable<number> =>
  flashSaleClock(scheduler, ticking ? flashSaleEndsAtMs(detail) : null);
