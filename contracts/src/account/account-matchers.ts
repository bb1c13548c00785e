import { MatchersV3 } from '@pact-foundation/pact';
import { wibTime } from '../matchers';

/** A one-time code was sent: where to, and until when it counts. */
export const codeSent = (sentTo: string) => ({ sent_to: MatchersV3.string(sentTo), expires_at: wibTime('2026-11-21T10:05:00+07:00') });
