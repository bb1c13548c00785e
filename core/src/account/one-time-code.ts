import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import type { Scheduler } from '../shared/time';
import type { FormOutcome } from './account-forms';
import type { OneTimeCodeSent } from './account-verification-api.port';
import { ResendCountdown } from './resend-countdown';

/** Where a one-time code goes and how it is checked (mail or WhatsApp), with the calls' names for failures. */
export interface CodeChannel {
  send(target: string): Promise<OneTimeCodeSent>;
  confirm(target: string, code: string): Promise<void>;
  readonly calls: { readonly send: string; readonly confirm: string };
}

export interface OneTimeCodeView {
  /** Where the last code went, or null while none is on its way. */
  readonly sentTo: string | null;
  /** Seconds until another code may be asked for; 0 when it may. */
  readonly resendIn: number;
}

/**
 * One code's round trip: send it, wait before sending another (the
 * countdown), confirm it. Every step answers an outcome and never rejects.
 */
export class OneTimeCodeFlow {
  private readonly target = new BehaviorSubject<string | null>(null);
  private readonly countdown: ResendCountdown;
  readonly state$: Observable<OneTimeCodeView>;

  constructor(
    private readonly channel: CodeChannel,
    scheduler: Scheduler,
  ) {
    this.countdown = new ResendCountdown(scheduler);
    this.state$ = combineLatest([this.target, this.countdown.secondsLeft$]).pipe(map(([sentTo, resendIn]) => ({ sentTo, resendIn })));
  }

  get current(): OneTimeCodeView {
    return { sentTo: this.target.getValue(), resendIn: this.countdown.secondsLeft };
  }

  /** Sends a code to `target` (again, once the countdown is over). */
  async send(target: string): Promise<FormOutcome> {
    if (this.current.sentTo === target && this.current.resendIn > 0) return { ok: true };
    try {
      const sent = await this.channel.send(target);
      this.target.next(sent.sentTo || target);
      this.countdown.start();
      return { ok: true };
    } catch (error) {
      const failure = toStoreFailure(error, this.channel.calls.send);
      // Held back (a code asked for again too soon, too many wrong ones): the shopper waits out the
      // server's time on the same countdown, beside the code already on its way.
      const wait = failure.details.retryAfterSeconds;
      if (wait !== undefined && wait > 0) {
        this.target.next(target);
        this.countdown.start(wait);
      }
      return { ok: false, failure };
    }
  }

  /** Checks the code against the address it went to; a right one ends the flow. */
  async confirm(code: string): Promise<FormOutcome> {
    const target = this.target.getValue();
    if (target === null) return { ok: false, failure: toStoreFailure(new Error('no code was sent'), this.channel.calls.confirm) };
    try {
      await this.channel.confirm(target, code.trim());
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, this.channel.calls.confirm) };
    }
    this.reset();
    return { ok: true };
  }

  /** Forgets the code on its way (cancelled, confirmed, or the shopper logged out). */
  reset(): void {
    this.countdown.stop();
    if (this.target.getValue() !== null) this.target.next(null);
  }
}

/**
 * What an address or number confirmed by a code shares (the email, the
 * phone): its code flow, as the page reads it, forgotten at logout.
 */
export abstract class CodeVerified implements ClearedOnLogout {
  protected readonly code: OneTimeCodeFlow;
  readonly code$: Observable<OneTimeCodeView>;

  constructor(channel: CodeChannel, scheduler: Scheduler) {
    this.code = new OneTimeCodeFlow(channel, scheduler);
    this.code$ = this.code.state$;
  }

  get codeView(): OneTimeCodeView {
    return this.code.current;
  }

  /** A code on its way to this customer is forgotten. */
  clearOnLogout(): void {
    this.code.reset();
  }
}
