import { hasQueryKey } from '../shared/query-string';

/**
 * "When the query carries the marker unAuth, the home page shows an info
 * toast for 5 seconds: "Sesi telah habis, silahkan login kembali"" (document 1 §2).
 * The text is SESSION_EXPIRED_MESSAGE (shared/failure-text.ts), which every refused session shows too.
 */
export const SESSION_EXPIRED_TOAST_MS = 5000;

/** True when a query string (`?unAuth`, `?unAuth=1&x=y`) carries the marker. */
export const hasSessionExpiredMarker = (search: string): boolean => hasQueryKey(search, 'unAuth');
