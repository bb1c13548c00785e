import { token } from '../shared/token';

/**
 * The storefront server's copy of the session: a cookie it reads only to render the shopper's own pages on the
 * server (cart, checkout, profile). The token itself stays in the browser's storage and goes to the API as the
 * bearer token (document 2 §6); the copy follows every change of it: set at each login, renewed when the token
 * changes, removed at logout, at a 401, and when another tab logs out.
 */
export interface SessionMirror {
  follow(token: string | null): void;
}

export const SessionMirrorToken = token<SessionMirror>('SessionMirror');

/** Where nothing renders pages for the shopper (a server render itself, the static demo, tests). */
export const noSessionMirror: SessionMirror = { follow: () => undefined };
