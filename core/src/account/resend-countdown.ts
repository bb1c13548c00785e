import { BehaviorSubject, type Observable, type Subscription, map, takeWhile, timer } from 'rxjs';
import type { Scheduler } from '../shared/time';

/** How long a shopper waits before asking for another one-time code: the mock's codes live 5 minutes, a minute is enough to arrive. */
export const RESEND_SECONDS = 60;

/**
 * The seconds until a code may be asked for again, ticking on the injected
 * scheduler (virtual time in tests; no timers in components).
 */
export class ResendCountdown {
  private readonly left = new BehaviorSubject(0);
  readonly secondsLeft$: Observable<number> = this.left.asObservable();
  private ticking: Subscription | null = null;

  constructor(private readonly scheduler: Scheduler) {}

  get secondsLeft(): number {
    return this.left.getValue();
  }

  start(seconds: number = RESEND_SECONDS): void {
    this.stop();
    this.left.next(seconds);
    this.ticking = timer(1000, 1000, this.scheduler)
      .pipe(
        map((tick) => seconds - 1 - tick),
        takeWhile((left) => left >= 0),
      )
      .subscribe((left) => this.left.next(left));
  }

  stop(): void {
    this.ticking?.unsubscribe();
    this.ticking = null;
    if (this.left.getValue() !== 0) this.left.next(0);
  }
}
