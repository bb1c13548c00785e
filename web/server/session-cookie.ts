import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The storefront's copy of the session (issue 39): a cookie this server reads only to render a GET or HEAD page
 * for its customer. The token stays in the browser's storage and goes to the API as the bearer token (document 2
 * §6); the browser keeps this copy in step through `/session` (core's SessionMirror, web's rendered-session.ts).
 *
 * Why this server sets it, not the page's script: HttpOnly. A script on the page (an injected one included) cannot
 * read it, and this server checks that the request comes from the store's own pages (`Origin`).
 */
export const SESSION_COOKIE = 'more_session';
export const SESSION_PATH = '/session';

/**
 * How long the cookie lasts: document 2 gives the token no lifetime (it lasts until the API answers 401), so the
 * cookie is kept 30 days and renewed at every login. A cookie that ends first costs speed alone: the page is
 * rendered as a guest's, and the browser, which still holds the token, sends the cookie again.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A token as the API issues it: printable, no spaces, at most 4 kB (a cookie holds little more). */
const TOKEN = /^[\x21-\x7e]{1,4000}$/;

/** A cookie's value as the request sends it (still URI-encoded), or null. */
export const cookieOf = (request: IncomingMessage, name: string): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
};

/** The session's token from a page request's cookies, or null. Read for GET and HEAD alone (storefront.ts). */
export const sessionTokenOf = (request: IncomingMessage): string | null => {
  const value = cookieOf(request, SESSION_COOKIE);
  if (value === null) return null;
  try {
    const token = decodeURIComponent(value);
    return TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
};

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const sessionCookie = (token: string, secure: boolean): string =>
  `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; ${attributes(secure)}`;

export const clearedSessionCookie = (secure: boolean): string => `${SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

const MAX_BODY_BYTES = 8 * 1024;

const readBody = async (request: IncomingMessage): Promise<string | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export interface SessionEndpointOptions {
  /** The store's origin as shoppers reach it (PUBLIC_ORIGIN), or null: then the request's own Host. */
  readonly publicOrigin: string | null;
  /** `Secure` on the cookie: the store is served over https. */
  readonly secure: boolean;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Whether a request comes from the store's own pages: its `Origin` is the store's (a form or script of another
 * site cannot set or remove a shopper's session here). Browsers send `Origin` on every POST and DELETE.
 */
const fromTheStore = (request: IncomingMessage, publicOrigin: string | null): boolean => {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

/**
 * `POST /session` `{ "token": "…" }` sets the cookie; `DELETE /session` removes it. Same origin only; never cached.
 * Nothing here reaches the API: the cookie lets this server render pages, and nothing else.
 */
export const answerSession = async (request: IncomingMessage, response: ServerResponse, options: SessionEndpointOptions): Promise<void> => {
  const send = (status: number, extra: Record<string, string> = {}, text = '') => {
    response.writeHead(status, { ...options.headers, 'cache-control': 'no-store', ...(text ? { 'content-type': 'text/plain; charset=utf-8' } : {}), ...extra }).end(text);
  };
  if (request.method !== 'POST' && request.method !== 'DELETE') {
    request.resume();
    return send(405, { allow: 'POST, DELETE' }, 'Metode tidak diizinkan');
  }
  if (!fromTheStore(request, options.publicOrigin)) {
    request.resume();
    return send(403, {}, 'Sesi hanya dapat diatur dari halaman toko');
  }
  if (request.method === 'DELETE') {
    request.resume();
    return send(204, { 'set-cookie': clearedSessionCookie(options.secure) });
  }
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    request.resume();
    return send(415, {}, 'Kirim sesi sebagai JSON');
  }
  const body = await readBody(request);
  let token: unknown;
  try {
    token = body === null ? undefined : (JSON.parse(body) as { token?: unknown } | null)?.token;
  } catch {
    token = undefined;
  }
  if (typeof token !== 'string' || !TOKEN.test(token)) return send(400, {}, 'Token sesi tidak valid');
  send(204, { 'set-cookie': sessionCookie(token, options.secure) });
};
