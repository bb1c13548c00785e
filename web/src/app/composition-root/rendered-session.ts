import { AuthStore, SessionMirrorToken, Session, ShoppingCart, Wishlist } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * Whose page the server rendered (the storefront's session cookie, web/server/session-cookie.ts), as the page's
 * data (`store-page`) tells the browser: a customer's, named by a tag of their token (never the token), or a
 * guest's because the API refused the session the cookie held. Absent: a guest's page, no session seen.
 */
export type RenderedSession = { readonly as: 'customer'; readonly tag: string } | { readonly as: 'expired' };

/**
 * A short tag of a token, the same on the server and in the browser (FNV-1a, twice): enough to tell whether the
 * page was rendered for the token this browser holds, and nothing to rebuild the token from. Not crypto.subtle,
 * which a page over plain http on another host than localhost does not have.
 */
export const sessionTag = (token: string): string => {
  const fnv = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < token.length; index++) hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
};

/** A guest's cart lines or wishlist hearts still on this device, not yet brought into the account (core decides). */
const holdsGuestThings = (services: Services): boolean => services.get(ShoppingCart).holdsUnmergedLines() || services.get(Wishlist).holdsUnsyncedHearts();

export interface SessionAtStart {
  /** The server rendered this page for the session this browser holds: its personal parts show from the first render. */
  readonly known: boolean;
  /** The page's HTML is another session's (or a customer's, and this browser has none): render afresh, do not hydrate. */
  readonly renderAfresh: boolean;
  /** After the first render: what the server saw of the session that the browser must act on (a refused session logs out). */
  readonly afterFirstRender: () => void;
}

/** The browser's side of a page rendered with or without the session, before anything renders. */
export const sessionAtStart = (services: Services, rendered: RenderedSession | undefined): SessionAtStart => {
  const auth = services.get(AuthStore);
  const { token } = auth.current;
  const held = auth.isLoggedIn && token !== null;
  const mirror = services.get(SessionMirrorToken);
  if (rendered?.as === 'expired') {
    // The API refused the session during the server's render: the page is a guest's; the browser logs out as a 401 does.
    return { known: false, renderAfresh: false, afterFirstRender: () => services.get(Session).expire() };
  }
  const sameSession = rendered?.as === 'customer' && held && sessionTag(token) === rendered.tag;
  // The server saw no cookie (or another session's) while this browser holds a session: send the cookie again, so
  // the next page is rendered for it (a session older than the cookie, a cookie lost). A cookie without a session here
  // (it outlived a logout elsewhere) is removed.
  if (!sameSession && (held || rendered?.as === 'customer')) mirror.follow(held ? token : null);
  // The same session, but this browser holds a guest's cart or hearts it has not yet brought into the account (a login
  // moments ago, its save still on its way): the server's render lacks them, so the page is rendered afresh here.
  const known = sameSession && !holdsGuestThings(services);
  return { known, renderAfresh: rendered?.as === 'customer' && !known, afterFirstRender: () => undefined };
};
