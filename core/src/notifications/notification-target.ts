/**
 * Where opening a notification leads (document 1 §3: detail_url). The store
 * links inside itself by path ("/profile/order/SO-…"), but a detail_url may
 * also be the store's own address written in full; that becomes the path, so
 * the shopper stays in the app (no reload, the session kept). Another site
 * is left as a link away; anything that is not a web address leads nowhere.
 */
export type NotificationTarget = { readonly kind: 'app'; readonly path: string } | { readonly kind: 'away'; readonly url: string };

/** A web address taken apart (core has no DOM `URL`); null when it is not http(s). */
const ABSOLUTE = /^(?:(https?):)?\/\/([^/?#]*)(.*)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const hostOf = (authority: string): string => authority.slice(authority.lastIndexOf('@') + 1).toLowerCase();

/** "more.co.id" and "www.more.co.id" are the same store. */
const sameSite = (a: string, b: string): boolean => a.replace(/^www\./, '') === b.replace(/^www\./, '');

/** The store's own origins: the page's (where it runs) and the store's public address, when known. */
export const notificationTarget = (detailUrl: string | null, storeOrigins: readonly string[]): NotificationTarget | null => {
  // Browsers read "\" as "/" in web addresses ("/\host" is another host), so it is read so here too.
  const raw = (detailUrl?.trim() ?? '').replace(/\\/g, '/');
  if (raw === '') return null;
  const absolute = ABSOLUTE.exec(raw);
  if (!absolute) {
    // A bare path (no scheme, no host): inside the store. "profile/orders" is read as "/profile/orders".
    if (SCHEME.test(raw)) return null;
    return { kind: 'app', path: raw.startsWith('/') ? raw : `/${raw}` };
  }
  const [, scheme = 'https', authority = '', rest = ''] = absolute;
  const host = hostOf(authority);
  if (host === '') return null;
  const ours = storeOrigins.some((origin) => {
    const store = ABSOLUTE.exec(origin);
    return store !== null && sameSite(hostOf(store[2] ?? ''), host);
  });
  if (!ours) return { kind: 'away', url: `${scheme.toLowerCase()}://${authority}${rest}` };
  return { kind: 'app', path: rest.startsWith('/') ? rest : `/${rest}` };
};
