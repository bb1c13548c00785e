import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS, answerSession, clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie';

/** Two endpoints: one for a store with a public https origin, one that knows only its own Host. */
let server: Server;
let origin = '';
const PUBLIC_ORIGIN = 'https://toko.more.test';

beforeAll(async () => {
  server = createServer((request, response) => {
    const secure = request.url?.startsWith('/public') ?? false;
    void answerSession(request, response, { publicOrigin: secure ? PUBLIC_ORIGIN : null, secure, headers: { 'x-content-type-options': 'nosniff' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = (method: string, options: { origin?: string | null; body?: string; type?: string; path?: string } = {}) =>
  fetch(`${origin}${options.path ?? '/session'}`, {
    method,
    headers: {
      ...(options.origin === null ? {} : { origin: options.origin ?? origin }),
      ...(options.body === undefined ? {} : { 'content-type': options.type ?? 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: options.body }),
  });

const requestWithCookie = (cookie: string | undefined) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

describe('the storefront\'s session cookie (issue 39)', () => {
  it('POST /session from the store\'s own page sets it: HttpOnly, SameSite=Lax, Path=/, a lifetime, never cached', async () => {
    const answer = await ask('POST', { body: JSON.stringify({ token: 'more_abc123' }) });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBe(`${SESSION_COOKIE}=more_abc123; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('is Secure where shoppers reach the store over https (PUBLIC_ORIGIN), and then only that origin may set it', async () => {
    const answer = await ask('POST', { path: '/public/session', origin: PUBLIC_ORIGIN, body: JSON.stringify({ token: 't' }) });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure$/);
    expect((await ask('POST', { path: '/public/session', body: JSON.stringify({ token: 't' }) })).status).toBe(403);
  });

  it('DELETE /session removes it (logout, a 401, another tab\'s logout)', async () => {
    const answer = await ask('DELETE');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBe(`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses another site\'s page, or a request that names no origin, and sets nothing', async () => {
    for (const from of ['https://jahat.example', 'null', null]) {
      const answer = await ask('POST', { origin: from, body: JSON.stringify({ token: 't' }) });
      expect(answer.status, `Origin: ${from}`).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toBe('Sesi hanya dapat diatur dari halaman toko');
    }
    expect((await ask('DELETE', { origin: 'https://jahat.example' })).headers.get('set-cookie')).toBeNull();
  });

  it('refuses what is not a token in JSON with a reason, and any other method', async () => {
    const refusals: [string, Parameters<typeof ask>[1], number][] = [
      ['POST', { body: 'token=t', type: 'application/x-www-form-urlencoded' }, 415],
      ['POST', { body: '{not json' }, 400],
      ['POST', { body: JSON.stringify({ token: 'two words' }) }, 400],
      ['POST', { body: JSON.stringify({ token: 'a\nb' }) }, 400],
      ['POST', { body: JSON.stringify({ token: '' }) }, 400],
      ['POST', { body: JSON.stringify({ token: 'x'.repeat(9000) }) }, 400],
      ['POST', { body: JSON.stringify({}) }, 400],
      ['GET', {}, 405],
      ['PUT', { body: '{}' }, 405],
    ];
    for (const [method, options, status] of refusals) {
      const answer = await ask(method, options);
      expect(answer.status, `${method} ${options?.body?.slice(0, 30)}`).toBe(status);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('reads the token back from a page request\'s cookies, among others, and nothing that is not one', () => {
    expect(sessionTokenOf(requestWithCookie(`theme=dark; ${SESSION_COOKIE}=more_abc; other=1`))).toBe('more_abc');
    expect(sessionTokenOf(requestWithCookie(undefined))).toBeNull();
    expect(sessionTokenOf(requestWithCookie('theme=dark'))).toBeNull();
    expect(sessionTokenOf(requestWithCookie(`${SESSION_COOKIE}=`))).toBeNull();
    expect(sessionTokenOf(requestWithCookie(`${SESSION_COOKIE}=%E0%A4%A`))).toBeNull();
    expect(sessionTokenOf(requestWithCookie(`${SESSION_COOKIE}=a%20b`))).toBeNull();
  });

  it('every token it sets is read back as the same token (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21-\x7e]{1,200}$/), fc.boolean(), (token, secure) => {
        const [pair] = sessionCookie(token, secure).split('; ');
        expect(sessionTokenOf(requestWithCookie(`a=1; ${pair}`))).toBe(token);
      }),
    );
    expect(clearedSessionCookie(true)).toContain('Max-Age=0');
  });
});
