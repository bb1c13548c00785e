/**
 * Values as the store's wire writes them, shared by the engagement areas
 * (notifications, chat, reviews, consultation).
 */

/** A path on the mock's own host becomes an address of the origin that asked; an address stays as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string => (pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl);
