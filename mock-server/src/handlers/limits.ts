import { HttpResponse } from 'msw';
import type { MockClock } from '../clock';

/**
 * What a real API limits, so the store learns to meet a 429 (issue 36):
 * guessing an account's password, guessing a one-time code, and making
 * accounts from one client. Each rule counts attempts in a sliding window;
 * once the window holds `max` of them the key is locked for `lockSeconds`,
 * and every attempt then answers 429 with `Retry-After`, the right password
 * or code included (a guesser must not learn when they hit it).
 */
export interface LimitRule {
  readonly max: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
}

/** Five wrong passwords for one account in 15 minutes lock it for 15 minutes. */
export const WRONG_PASSWORD_LIMIT: LimitRule = { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** Five wrong codes for one address or number lock its checks for 15 minutes. */
export const WRONG_CODE_LIMIT: LimitRule = { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** Ten new accounts from one client in an hour: a person makes one, a script makes hundreds. */
export const REGISTRATION_LIMIT: LimitRule = { max: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };
/** A code is sent again only after the store's own resend countdown (core's RESEND_SECONDS). */
export const CODE_RESEND_SECONDS = 60;

export class Attempts {
  private readonly seen = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  constructor(
    private readonly clock: MockClock,
    private readonly rule: LimitRule,
  ) {}

  /** Seconds the key stays locked; 0 when it is free. */
  lockedFor(key: string): number {
    const until = this.locks.get(key);
    const left = until === undefined ? 0 : until - this.clock.unixSeconds();
    if (left <= 0) this.locks.delete(key);
    return Math.max(0, left);
  }

  /** Counts an attempt (a wrong guess, a new account); the one that fills the window locks the key. */
  count(key: string): void {
    const now = this.clock.unixSeconds();
    const recent = (this.seen.get(key) ?? []).filter((at) => at > now - this.rule.windowSeconds && at <= now);
    recent.push(now);
    if (recent.length >= this.rule.max) {
      this.locks.set(key, now + this.rule.lockSeconds);
      this.seen.delete(key);
    } else {
      this.seen.set(key, recent);
    }
  }

  /** A right guess forgets the wrong ones before it. */
  forget(key: string): void {
    this.seen.delete(key);
  }

  clear(): void {
    this.seen.clear();
    this.locks.clear();
  }
}

/** The limits of one mock, reset with it. */
export interface Limits {
  readonly wrongPasswords: Attempts;
  readonly wrongCodes: Attempts;
  readonly registrations: Attempts;
}

export const createLimits = (clock: MockClock): Limits => ({
  wrongPasswords: new Attempts(clock, WRONG_PASSWORD_LIMIT),
  wrongCodes: new Attempts(clock, WRONG_CODE_LIMIT),
  registrations: new Attempts(clock, REGISTRATION_LIMIT),
});

/** Forgets every count and lock (the test controls' reset). */
export const clearLimits = (limits: Limits): void => {
  limits.wrongPasswords.clear();
  limits.wrongCodes.clear();
  limits.registrations.clear();
};

/** "15 menit", "45 detik": how long to wait, as the message says it. */
export const waitText = (seconds: number): string => (seconds >= 120 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`);

/** 429 with `Retry-After` (whole seconds) and the reason, in the store API's envelope. */
export const tooMany = (seconds: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) } });

/**
 * Who is making accounts: the address the store server saw (store-server.ts sets this header from the
 * connection, replacing any a caller sent); in process, one client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';
export const clientOf = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'in-process';
