/**
 * Values as the store's wire writes them, shared by the engagement areas
 * (notifications, chat, reviews, consultation).
 */

/** "ISO 8601 with the +07:00 offset" for unix seconds: `2026-11-21T19:05:00+07:00`. */
export const isoWib = (unixSeconds: number): string =>
  `${new Date((unixSeconds + 7 * 3600) * 1000).toISOString().slice(0, 19)}+07:00`;

/** A path on the mock's own host becomes an address of the origin that asked; an address stays as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string => (pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl);
