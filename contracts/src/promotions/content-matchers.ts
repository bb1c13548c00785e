import { MatchersV3 } from '@pact-foundation/pact';

const { boolean, regex, string } = MatchersV3;

/** A time as the store sends it: ISO 8601 with the WIB offset. */
export const wibTime = (example: string) => regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/, example);

/** An absolute image address (the mock draws its own; a real API has its CDN). */
export const imageUrl = (example: string) => regex(/^https?:\/\/\S+$/, example);

/** The envelope of a successful answer around `data`. */
export const answered = <T>(data: T) => ({ success: boolean(true), message: string('Berhasil'), data });

/** The body of a refusal. */
export const refused = (message: string) => ({ success: false, message: string(message) });
