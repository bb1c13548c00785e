import { type Observable, defer, map, startWith, takeWhile, timer } from 'rxjs';
import type { Scheduler } from '../shared/time';

/**
 * The clock's now at once, then at every whole second. Flash-sale times are
 * whole seconds, so ticking on the second boundary makes "Berlangsung" and
 * 00:00:00 appear exactly at start and end rather than up to a second late.
 */
export const everySecond = (scheduler: Scheduler): Observable<number> =>
  defer(() => {
    const intoSecond = ((scheduler.now() % 1000) + 1000) % 1000;
    return timer(1000 - intoSecond, 1000, scheduler).pipe(startWith(0));
  }).pipe(map(() => scheduler.now()));

/**
 * The time a running flash sale's countdown reads (milliseconds): now at once,
 * then every whole second until the sale ends at `endsAtMs`, the tick that
 * reaches the end included, and no tick after it: an ended sale stays at
 * 00:00:00 and a page with no sale running (null, or an end already past)
 * reads the time once and keeps no timer.
 */
export const flashSaleClock = (scheduler: Scheduler, endsAtMs: number | null): Observable<number> =>
  everySecond(scheduler).pipe(takeWhile((now) => endsAtMs !== null && now < endsAtMs, true));
