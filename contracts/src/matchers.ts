import { MatchersV3 } from '@pact-foundation/pact';

const { boolean, regex, string } = MatchersV3;

/** A successful answer in the store's envelope: `{ success: true, message, data }`. */
export const ok = (data: unknown, message = 'Berhasil') => ({ success: boolean(true), message: string(message), data });

/** A time as the store writes it: ISO 8601 with the +07:00 offset. */
export const wibTime = (example = '2026-11-21T19:05:00+07:00') => regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/, example);

/** An absolute image address (the mock's own host, the CDN on a real deployment). */
export const imageUrl = (example: string) => regex(/^https?:\/\/\S+$/, example);
