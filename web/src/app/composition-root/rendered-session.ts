import { AuthStore, SessionMirrorToken, Session, ShoppingCart, Wishlist, fingerprint } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * Whose page the server rendered (the storefront's session cookie, web/server/session-cookie.ts), as the page's
 * data (`store-page`) tells the browser: a customer's, named by a tag of their token (never the token), or a
 * guest's because the API refused the session the cookie held. Absent: a guest's page, no session seen.
 */
export type RenderedSession = { readonly as: 'customer'; readonly tag: string } | { readonly as: 'expired' };

/**
 * A short tag of a token, the same on the server and in the browser (core's fingerprint): enough to tell whether the
 * page was rendered for the token this browser holds, and nothing to rebuild the token from. Not crypto.subtle,
 * which a page over plain http on another host than localhost does not have.
 */
export const sessionTag = (token: string): string => fingerprint(token);

/** A guest's cart lines or wishlist hearts still on this device, not yet brought into the account (core decides). */
const holdsGuestThings = (services: Services): boolean => services.get(ShoppingCart).holdsUnmergedLines() || services.get(Wishlist).holdsUnsyncedHearts();

/** What the page's data (`store-page`) says of whom the server rendered it for. */
export interface RenderedFor {
  readonly session?: RenderedSession;
  /** The tag (core's cartTag) of the guest's cart the server rendered from its cookie (issue 39, point 3). */
  readonly guestCart?: string;
}

export interface SessionAtStart {
  /** The server rendered this page for the session this browser holds: its personal parts show from the first render. */
  readonly known: boolean;
  /** The server rendered this guest's cart, the very cart this browser holds: the cart's parts show from the first render. */
  readonly cartKnown: boolean;
  /** The page's HTML is another session's (or a customer's, and this browser has none): render afresh, do not hydrate. */
  readonly renderAfresh: boolean;
  /** After the first render: what the server saw of the session that the browser must act on (a refused session logs out). */
  readonly afterFirstRender: () => void;
}

/**
 * The browser's side of a page rendered with or without the session (and a guest's cart), before anything renders.
 * `holdsRenderedCart`: whether this browser's guest cart is the one the page's data names (rendered-cart.ts); null
 * when the page was rendered with no guest's cart.
 */
export const sessionAtStart = (services: Services, page: RenderedFor | null, holdsRenderedCart: boolean | null): SessionAtStart => {
  const rendered = page?.session;
  const auth = services.get(AuthStore);
  const { token } = auth.current;
  const held = auth.isLoggedIn && token !== null;
  const mirror = services.get(SessionMirrorToken);
  // A guest's cart from its cookie: hydrated over only by the very cart this browser holds as a guest. Another (changed
  // in a tab since, priced otherwise now, or a customer's here) renders afresh.
  const cart = holdsRenderedCart === null ? 'none' : !held && holdsRenderedCart ? 'same' : 'other';
  const cartKnown = cart === 'same';
  if (rendered?.as === 'expired') {
    // The API refused the session during the server's render: the page is a guest's; the browser logs out as a 401 does.
    return { known: false, cartKnown, renderAfresh: cart === 'other', afterFirstRender: () => services.get(Session).expire() };
  }
  const sameSession = rendered?.as === 'customer' && held && sessionTag(token) === rendered.tag;
  // The server saw no cookie (or another session's) while this browser holds a session: send the cookie again, so
  // the next page is rendered for it (a session older than the cookie, a cookie lost). A cookie without a session here
  // (it outlived a logout elsewhere) is removed.
  if (!sameSession && (held || rendered?.as === 'customer')) mirror.follow(held ? token : null);
  // The same session, but this browser holds a guest's cart or hearts it has not yet brought into the account (a login
  // moments ago, its save still on its way): the server's render lacks them, so the page is rendered afresh here.
  const known = sameSession && !holdsGuestThings(services);
  return { known, cartKnown, renderAfresh: (rendered?.as === 'customer' && !known) || cart === 'other', afterFirstRender: () => undefined };
};
