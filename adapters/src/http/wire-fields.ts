import * as z from 'zod/mini';

/**
 * The field kinds every wire schema is made of (calls-common conventions:
 * snake_case fields, whole rupiah as numbers, ISO 8601 times with the store's
 * offset). Factories, so each schema gets its own instance.
 */

/** Text the store reads and shows: never empty. */
export const text = () => z.string().check(z.minLength(1));
/** A record's id: a positive whole number. */
export const id = () => z.number().check(z.int(), z.minimum(1));
/** A count or quantity: a whole number, 0 or more. */
export const count = () => z.number().check(z.int(), z.minimum(0));
/** Whole rupiah. */
export const rupiah = count;
/** Any whole number (unix seconds, a signed difference). */
export const whole = () => z.number().check(z.int());
/** An amount that may have decimals (a rating, a weight), 0 or more. */
export const amount = () => z.number().check(z.minimum(0));
/** A time: ISO 8601 with the store's offset, e.g. `2026-11-21T19:05:00+07:00`. */
export const time = () => z.iso.datetime({ offset: true });
