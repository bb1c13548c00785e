import { RateLimiterMemory, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How many shipment lookups a client may make (issue 37, point 6): a lookup by
 * order number and phone reveals a name and an address, so guessing pairs
 * must cost time. The workers of one machine share the count (serve.ts: the
 * primary holds it, rate-limiter-flexible's cluster limiter); across machines
 * the proxy in front limits (deploy/, nginx's limit_req; README).
 */
export interface LookupLimiter {
  /** Counts one lookup of this client; the seconds to wait when over the limit, null when allowed. */
  take(client: string): Promise<number | null>;
}

/** The window the limit counts in. */
const WINDOW_SECONDS = 60;

/** rate-limiter-flexible's refusal is a RateLimiterRes; anything else (the primary unreachable) is a failure of the limiter. */
export const limiterOf = (limiter: RateLimiterAbstract): LookupLimiter => ({
  take: async (client) => {
    try {
      await limiter.consume(client);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  },
});

export const lookupLimitOptions = (perMinute: number) => ({ points: perMinute, duration: WINDOW_SECONDS, keyPrefix: 'shipment-lookup' });

/** One process's own count: a single-process server, the tests. */
export const memoryLookupLimiter = (perMinute: number): LookupLimiter => limiterOf(new RateLimiterMemory(lookupLimitOptions(perMinute)));
