import { StoreFailure } from '@more/core';
import { createStoreApi } from '@more/adapters/store-api';
import { categoryListWire } from '@more/adapters/wire';
import fc from 'fast-check';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RENDER_CACHE_HEADER, RenderCallUnanswered, createRenderFetch } from './render-fetch';
import { readServerConfig } from './runtime-config';

const API = 'http://api.test/api/';
const MENU = `${API}uni/menu`;

interface Pending {
  readonly request: Request;
  answer(body: string, init?: ResponseInit): void;
  fail(error: unknown): void;
}

/** An API that answers when the test says, and remembers every request that reached it. */
const fakeApi = () => {
  const reached: Pending[] = [];
  const upstream: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
      reached.push({
        request,
        answer: (body, responseInit) => resolve(new Response(body, { headers: { 'content-type': 'application/json' }, ...responseInit })),
        fail: reject,
      });
    });
  };
  return { reached, upstream };
};

const renderFetchOver = (upstream: typeof fetch, options: { cacheSeconds?: number; timeoutMs?: number; now?: () => number; maxEntries?: number } = {}) =>
  createRenderFetch({ storeApiUrl: () => API, cacheSeconds: options.cacheSeconds ?? 30, timeoutMs: options.timeoutMs ?? 10_000, upstream, ...options });

/** Lets every promise that can move on do so. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('public answers: shared while on their way, kept for a short time', () => {
  it('sends any interleaving of identical public calls to the API once, and each caller reads the whole body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 200 }),
        async (calls, answerAfter, cacheOn, text) => {
          const api = fakeApi();
          const renderFetch = renderFetchOver(api.upstream, { cacheSeconds: cacheOn ? 30 : 0, now: () => 1_000 });
          const body = JSON.stringify({ success: true, message: '', data: text });
          const answered = Math.min(answerAfter, calls - 1);
          const responses: Promise<Response>[] = [];
          for (let index = 0; index < calls; index += 1) {
            responses.push(renderFetch(MENU));
            await settle();
            // The API answers after some of the calls; with the cache on, later calls are answered from it.
            if (index === answered) api.reached[0]?.answer(body);
            if (!cacheOn && index >= answered) break;
          }
          const texts = await Promise.all(responses.map(async (response) => (await response).text()));
          expect(api.reached).toHaveLength(1);
          for (const read of texts) expect(read).toBe(body);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never shares a call that carries a shopper token: each reaches the API', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), async (calls) => {
        const api = fakeApi();
        const renderFetch = renderFetchOver(api.upstream);
        const responses = Array.from({ length: calls }, () => renderFetch(MENU, { headers: { authorization: 'Bearer pembeli' } }));
        await settle();
        expect(api.reached).toHaveLength(calls);
        for (const pending of api.reached) pending.answer('{}');
        await Promise.all(responses);
        // And an answer to a token call is never served to anyone else afterwards.
        void renderFetch(MENU);
        await settle();
        expect(api.reached).toHaveLength(calls + 1);
      }),
      { numRuns: 20 },
    );
  });

  it('keeps a public answer for the configured time, then asks again', async () => {
    let clock = 0;
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream, { cacheSeconds: 30, now: () => clock });
    const first = renderFetch(MENU);
    await settle();
    api.reached[0]!.answer('"satu"');
    expect(await (await first).text()).toBe('"satu"');
    clock = 29_999;
    expect(await (await renderFetch(MENU)).text()).toBe('"satu"');
    expect(api.reached).toHaveLength(1);
    clock = 30_000;
    const later = renderFetch(MENU);
    await settle();
    expect(api.reached).toHaveLength(2);
    api.reached[1]!.answer('"dua"');
    expect(await (await later).text()).toBe('"dua"');
  });

  it('keeps nothing with STORE_API_CACHE_SECONDS=0', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream, { cacheSeconds: 0 });
    const first = renderFetch(MENU);
    await settle();
    api.reached[0]!.answer('{}');
    await first;
    await settle();
    void renderFetch(MENU);
    await settle();
    expect(api.reached).toHaveLength(2);
  });

  it.each([
    ['a refusal', 503, {}],
    ['a missing product', 404, {}],
    ['an answer marked no-store', 200, { 'cache-control': 'no-store' }],
    ['an answer marked private', 200, { 'cache-control': 'private, max-age=60' }],
  ])('does not keep %s', async (_, status, headers) => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream);
    const first = renderFetch(MENU);
    await settle();
    api.reached[0]!.answer('{}', { status, headers });
    expect((await first).status).toBe(status);
    await settle();
    void renderFetch(MENU);
    await settle();
    expect(api.reached).toHaveLength(2);
  });

  it('keeps a shared answer as long as its s-maxage says, whatever a browser is told (max-age=0)', async () => {
    const api = fakeApi();
    let now = 0;
    const renderFetch = renderFetchOver(api.upstream, { cacheSeconds: 60, now: () => now });
    const first = renderFetch(MENU);
    await settle();
    api.reached[0]!.answer('{}', { headers: { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=120' } });
    await first;
    await settle();
    now = 29_000;
    expect((await renderFetch(MENU)).headers.get(RENDER_CACHE_HEADER)).toBe('hit');
    expect(api.reached).toHaveLength(1);
    now = 31_000;
    void renderFetch(MENU);
    await settle();
    expect(api.reached).toHaveLength(2);
  });

  it('does not keep a transport failure: the next call reaches the API', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream);
    const first = renderFetch(MENU);
    await settle();
    api.reached[0]!.fail(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    await expect(first).rejects.toThrow(/ECONNREFUSED/);
    void renderFetch(MENU);
    await settle();
    expect(api.reached).toHaveLength(2);
  });

  it('keys by the whole address and the language, and never shares writes or calls outside uni/', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream);
    void renderFetch(`${MENU}?page=1`);
    void renderFetch(`${MENU}?page=2`);
    void renderFetch(MENU, { headers: { 'accept-language': 'en' } });
    void renderFetch(MENU, { headers: { 'accept-language': 'id' } });
    void renderFetch(MENU, { method: 'POST', body: '{}' });
    void renderFetch(MENU, { method: 'POST', body: '{}' });
    void renderFetch(`${API}more/profile`);
    void renderFetch(`${API}more/profile`);
    await settle();
    expect(api.reached).toHaveLength(8);
    expect(await api.reached[4]!.request.text()).toBe('{}');
  });

  it('holds at most the configured number of answers, dropping the least recently used', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream, { maxEntries: 2, now: () => 0 });
    const ask = async (path: string) => {
      const before = api.reached.length;
      const response = renderFetch(`${API}uni/${path}`);
      await settle();
      // Answered by the API only when the call reached it.
      if (api.reached.length > before) api.reached.at(-1)!.answer(`"${path}"`);
      expect(await (await response).text()).toBe(`"${path}"`);
      await settle();
    };
    await ask('a');
    await ask('b');
    await ask('a'); // kept, and now the most recent
    expect(api.reached).toHaveLength(2);
    await ask('c'); // drops b
    await ask('a');
    expect(api.reached).toHaveLength(3);
    await ask('b');
    expect(api.reached).toHaveLength(4);
  });
});

describe('a slow or dead API during a render', () => {
  it('aborts a call that has no answer within the deadline', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream, { timeoutMs: 30 });
    const call = renderFetch(`${API}more/cart`, { headers: { authorization: 'Bearer pembeli' } });
    await expect(call).rejects.toBeInstanceOf(RenderCallUnanswered);
    await expect(call).rejects.toThrow(/no answer within 30 ms/);
    expect(api.reached[0]!.request.signal.aborted).toBe(true);
  });

  it('keeps its deadline while the garbage collector runs, through Node\'s own fetch to a real slow server', async () => {
    // The collector once dropped the deadline's link to the request (a weakly held signal), and a render waited for the
    // slow API past it: a page meant to go out with skeletons went out whole, two seconds late (api-outage.e2e).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const slow = createServer((_request, response) => void setTimeout(() => response.end('{"data":[]}'), 1500).unref());
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/`;
    const renderFetch = createRenderFetch({ storeApiUrl: () => base, cacheSeconds: 0, timeoutMs: 200 });
    const pressure = setInterval(() => collect(), 20);
    try {
      const outcomes = await Promise.allSettled([
        renderFetch(`${base}uni/menu`),
        renderFetch(`${base}more/cart`, { headers: { authorization: 'Bearer pembeli' }, signal: new AbortController().signal }),
      ]);
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'answered'))).toEqual([
        expect.stringMatching(/no answer within 200 ms/),
        expect.stringMatching(/no answer within 200 ms/),
      ]);
    } finally {
      clearInterval(pressure);
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('aborts a shared public call at its deadline too, for every caller, and keeps nothing', async () => {
    const api = fakeApi();
    const renderFetch = renderFetchOver(api.upstream, { timeoutMs: 30 });
    const calls = [renderFetch(MENU), renderFetch(MENU)];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(RenderCallUnanswered);
    void renderFetch(MENU).catch(() => undefined);
    await settle();
    expect(api.reached).toHaveLength(2);
  });

  it('fails a refused connection once through the adapters: no retries while the page waits', async () => {
    let attempts = 0;
    const refused: typeof fetch = () => {
      attempts += 1;
      return Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    };
    // The adapters as a server render builds them: reads retried twice by default.
    const api = createStoreApi({ baseUrl: API, fetch: renderFetchOver(refused) });
    const failure = await api.call('GET uni/category', categoryListWire).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreFailure);
    expect((failure as StoreFailure).kind).toBe('network');
    expect(attempts).toBe(1);
  });
});

describe('the settings', () => {
  it('default to 30 s of keeping and a 2.5 s deadline, and read the environment', () => {
    expect(readServerConfig({ STORE_API_URL: 'https://api.toko.test/' })).toMatchObject({ storeApiCacheSeconds: 30, renderApiTimeoutMs: 2500 });
    expect(readServerConfig({ STORE_API_URL: 'https://api.toko.test/', STORE_API_CACHE_SECONDS: '0', STORE_RENDER_API_TIMEOUT_MS: '800' })).toMatchObject({
      storeApiCacheSeconds: 0,
      renderApiTimeoutMs: 800,
    });
  });

  it('refuse a deadline that is not a whole number of milliseconds from 1', () => {
    for (const text of ['0', '-5', '1.5', 'cepat']) {
      expect(() => readServerConfig({ STORE_API_URL: 'https://api.toko.test/', STORE_RENDER_API_TIMEOUT_MS: text })).toThrow(/STORE_RENDER_API_TIMEOUT_MS/);
    }
    expect(() => readServerConfig({ STORE_API_URL: 'https://api.toko.test/', STORE_API_CACHE_SECONDS: '-1' })).toThrow(/STORE_API_CACHE_SECONDS/);
  });
});
