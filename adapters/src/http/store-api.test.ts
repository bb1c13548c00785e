import { createMockApi } from '@more/mock-server';
import { StoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallUnanswered } from './call-unanswered';
import { retryAfterOf } from './json-client';
import { createStoreApi, type StoreApiOptions } from './store-api';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (options: Partial<StoreApiOptions> = {}) => createStoreApi({ baseUrl: BASE, retry: 0, ...options });
const greeting = z.object({ hello: z.string() });
const answer = (body: Record<string, unknown>, status = 200) => () => HttpResponse.json(body, { status });

const failureOf = async (promise: Promise<unknown>): Promise<StoreFailure> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};

describe('StoreApi', () => {
  it('answers the validated data of the envelope', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: true, message: 'ok', data: { hello: 'dunia', extra: 1 } })));
    await expect(api().call('GET uni/hello', greeting)).resolves.toEqual({ hello: 'dunia' });
  });

  it('sends the bearer token on every request when one exists (document 2 §6)', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}uni/hello`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, message: 'ok', data: { hello: 'x' } });
      }),
    );
    let token: string | null = null;
    const client = api({ accessToken: () => token });
    await client.call('GET uni/hello', greeting);
    token = 'abc123';
    await client.call('GET uni/hello', greeting);
    expect(seen).toEqual([null, 'Bearer abc123']);
  });

  it('sends writes as JSON with utf-8 charset (document 2 §7)', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${BASE}auth/login`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'ok', data: { hello: 'x' } });
      }),
    );
    await api().call('POST auth/login', greeting, { json: { email: 'pembeli@more.test', password: 'Rahasia123' } });
    expect(contentType).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ email: 'pembeli@more.test', password: 'Rahasia123' });
  });

  it('fills path placeholders inside one segment each, and sends lists as key[]', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}uni/product/:slug`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, message: 'ok', data: { hello: 'x' } });
      }),
    );
    await api().call('GET uni/product/{slug}', greeting, {
      params: { slug: 'rak/buku' },
      searchParams: { colors: ['Putih', 'Hitam'], q: 'meja makan', page: undefined },
    });
    expect(url).toBe(`${BASE}uni/product/rak%2Fbuku?colors%5B%5D=Putih&colors%5B%5D=Hitam&q=meja+makan`);
  });

  it.each([
    [401, 'unauthorized'],
    [404, 'not-found'],
    [422, 'rejected'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('turns a %d answer into a %s failure naming the call, with the server\'s message', async (status, kind) => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: false, message: 'Alasan dari server' }, status)));
    const failure = await failureOf(api().call('GET uni/hello', greeting));
    expect(failure.kind).toBe(kind);
    expect(failure.call).toBe('GET uni/hello');
    expect(failure.details).toMatchObject({ status, serverMessage: 'Alasan dari server' });
  });

  it('turns a 429 into a refusal that carries the server\'s reason and its Retry-After in seconds', async () => {
    server.use(
      http.post(`${BASE}auth/login`, () =>
        HttpResponse.json({ success: false, message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.' }, { status: 429, headers: { 'retry-after': '900' } }),
      ),
    );
    const failure = await failureOf(api().call('POST auth/login', greeting, { json: { email: 'a@more.test', password: 'x' } }));
    expect(failure.kind).toBe('rejected');
    expect(failure.details).toMatchObject({ status: 429, serverMessage: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.', retryAfterSeconds: 900 });
  });

  it.each([
    ['120', 120],
    ['0', 0],
    ['Sun, 06 Dec 2026 03:02:00 GMT', 120],
    ['nanti saja', null],
    [null, null],
  ] as const)('reads Retry-After %j as %j seconds', (header, seconds) => {
    expect(retryAfterOf(header, Date.UTC(2026, 11, 6, 3, 0, 0))).toBe(seconds);
  });

  it('keeps a 422\'s messages by field, under the names core\'s forms use', async () => {
    server.use(
      http.post(
        `${BASE}auth/register`,
        answer(
          {
            success: false,
            message: 'Data yang dikirim tidak valid',
            errors: { email: ['Email sudah terdaftar'], password_confirmation: ['Konfirmasi tidak sama'], 'items.0.variant_id': ['Produk tidak ditemukan'] },
          },
          422,
        ),
      ),
    );
    const failure = await failureOf(api().call('POST auth/register', greeting, { json: {} }));
    expect(failure.details.fieldErrors).toEqual({
      email: ['Email sudah terdaftar'],
      passwordConfirmation: ['Konfirmasi tidak sama'],
      'items.0.variantId': ['Produk tidak ditemukan'],
    });
  });

  it('has no field errors when the refusal names no field', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: false, message: 'Tidak boleh' }, 403)));
    const failure = await failureOf(api().call('GET uni/hello', greeting));
    expect(failure.details.fieldErrors).toBeUndefined();
    expect(failure.details.serverMessage).toBe('Tidak boleh');
  });

  it('tells the session of every failure before throwing it (where the 401 and 404 rules apply)', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: false, message: 'Unauthenticated.' }, 401)));
    const onFailure = vi.fn();
    await failureOf(api({ onFailure }).call('GET uni/hello', greeting));
    expect(onFailure).toHaveBeenCalledOnce();
    expect((onFailure.mock.calls[0]![0] as StoreFailure).kind).toBe('unauthorized');
  });

  it('reports an answer in the wrong shape as invalid-response, saying what was wrong', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: true, message: 'ok', data: { hello: 42 } })));
    const failure = await failureOf(api().call('GET uni/hello', greeting));
    expect(failure.kind).toBe('invalid-response');
    expect(failure.message).toContain('GET uni/hello');
    expect(failure.message).toContain('hello');
  });

  it('reports a body without the envelope, or not JSON at all, as invalid-response', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ hello: 'x' })));
    expect((await failureOf(api().call('GET uni/hello', greeting))).kind).toBe('invalid-response');
    server.use(http.get(`${BASE}uni/hello`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 200 })));
    expect((await failureOf(api().call('GET uni/hello', greeting))).kind).toBe('invalid-response');
  });

  it('reads success: false in a 200 answer as a refusal with the server\'s message', async () => {
    server.use(http.get(`${BASE}uni/hello`, answer({ success: false, message: 'Voucher tidak berlaku' })));
    const failure = await failureOf(api().call('GET uni/hello', greeting));
    expect(failure.kind).toBe('rejected');
    expect(failure.details.serverMessage).toBe('Voucher tidak berlaku');
  });

  it('reports no answer at all as a network failure', async () => {
    server.use(http.get(`${BASE}uni/hello`, () => HttpResponse.error()));
    expect((await failureOf(api().call('GET uni/hello', greeting))).kind).toBe('network');
  });

  it('retries a failed read, never a write', async () => {
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(`${BASE}uni/hello`, () => (++reads < 2 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ success: true, message: 'ok', data: { hello: 'x' } }))),
      http.post(`${BASE}more/transaction/order`, () => {
        writes++;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const client = createStoreApi({ baseUrl: BASE, retry: { limit: 2, methods: ['get'], delay: () => 0 } });
    await expect(client.call('GET uni/hello', greeting)).resolves.toEqual({ hello: 'x' });
    expect(reads).toBe(2);
    await failureOf(client.call('POST more/transaction/order', greeting, { json: {} }));
    expect(writes).toBe(1);
  });

  it('never retries a call that got no answer by design (a render past its deadline, the replay of one), but retries a dropped connection', async () => {
    let asked = 0;
    const unanswered: typeof fetch = () => {
      asked++;
      return Promise.reject(new CallUnanswered('GET uni/hello: no answer within 600 ms'));
    };
    const retrying = { limit: 2, methods: ['get'], delay: () => 0 };
    const failure = await failureOf(createStoreApi({ baseUrl: BASE, retry: retrying, fetch: unanswered }).call('GET uni/hello', greeting));
    expect(failure.kind).toBe('network');
    expect(asked).toBe(1);

    let dropped = 0;
    const dropping: typeof fetch = () => {
      dropped++;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    await failureOf(createStoreApi({ baseUrl: BASE, retry: retrying, fetch: dropping }).call('GET uni/hello', greeting));
    expect(dropped).toBe(3);

    // Thrown by another copy of the class (the server's bundle beside the server's own code): still never retried.
    let copied = 0;
    const copy: typeof fetch = () => {
      copied++;
      return Promise.reject(Object.assign(new Error('no answer'), { [Symbol.for('more.unanswered')]: true }));
    };
    await failureOf(createStoreApi({ baseUrl: BASE, retry: retrying, fetch: copy }).call('GET uni/hello', greeting));
    expect(copied).toBe(1);
  });

  it('refuses to send a call whose path placeholder has no value', async () => {
    await expect(api().call('GET uni/product/{slug}', greeting)).rejects.toThrow('Missing path parameter "slug"');
  });
});

describe('StoreApi against the mock API', () => {
  it('reads the mock\'s product list', async () => {
    const mock = await createMockApi({ storeApiBase: '*/api/' });
    server.use(...mock.handlers);
    const page = await api().call('GET uni/product', z.object({ total: z.number() }), { searchParams: { type: 'terbaru' } });
    expect(page.total).toBe(mock.db.products.count());
  });
});
