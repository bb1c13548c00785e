import type { SessionMirror } from '@more/core';

/**
 * Core's SessionMirror in the browser: sets or removes the storefront server's session cookie through its own
 * endpoint (web/server/session-cookie.ts: POST with the token, DELETE; same origin, the server sets it HttpOnly).
 * Nothing waits for it: a failure costs speed only, since the next page is then rendered as a guest's, and that page
 * sends the cookie again. Plain fetch, not the store API's ky client: the mirror is in every page's entry, where ky
 * (a chunk of its own, fetched with the first API call) would cost some 4 kB.
 */
export class HttpSessionMirror implements SessionMirror {
  constructor(
    /** The endpoint, relative to the page's origin (`/session`). */
    private readonly path: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  follow(token: string | null): void {
    const init: RequestInit =
      token === null ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) };
    // keepalive: a login that navigates at once, or a logout that closes the tab, still reaches the server.
    void this.fetcher(this.path, { ...init, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  }
}
