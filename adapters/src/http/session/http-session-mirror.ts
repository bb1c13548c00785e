import type { SessionMirror } from '@more/core';
import ky from 'ky';

/**
 * Core's SessionMirror in the browser: sets or removes the storefront server's session cookie through its own
 * endpoint (web/server/session-cookie.ts: POST with the token, DELETE; same origin, the server sets it HttpOnly).
 * Nothing waits for it: a failure costs speed only, since the next page is then rendered as a guest's, and that page
 * sends the cookie again.
 */
export class HttpSessionMirror implements SessionMirror {
  constructor(
    /** The endpoint, relative to the page's origin (`/session`). */
    private readonly path: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  follow(token: string | null): void {
    void ky(this.path, {
      ...(token === null ? { method: 'delete' } : { method: 'post', json: { token } }),
      // A login that navigates at once, or a logout that closes the tab, still reaches the server.
      keepalive: true,
      credentials: 'same-origin',
      retry: 0,
      fetch: this.fetcher,
    }).catch(() => undefined);
  }
}
