import { MatchersV3 } from '@pact-foundation/pact';

/** "ISO 8601 with the +07:00 offset", the store's times on the wire. */
export const wibTime = (example: string) => MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/, example);

/** A one-time code was sent: where to, and until when it counts. */
export const codeSent = (sentTo: string) => ({ sent_to: MatchersV3.string(sentTo), expires_at: wibTime('2026-11-21T10:05:00+07:00') });
