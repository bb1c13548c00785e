import { token } from '@more/core';

/**
 * The origins an article's images may come from besides the store's own paths: the store API's
 * (the CSP's img-src allows the page's origin and the API's). Bound by the news module from the
 * API's URL as each side reaches it.
 */
export const ArticleImageOriginsToken = token<readonly string[]>('ArticleImageOrigins');

/** The API's origin: its URL made absolute against the page (the browser's `/api/`), or as it is (the server's). */
export const articleImageOrigins = (storeApiUrl: string, pageOrigin: string | null): readonly string[] => {
  try {
    return [new URL(storeApiUrl, pageOrigin ?? undefined).origin];
  } catch {
    return [];
  }
};
