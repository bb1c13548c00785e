import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { type RunningStoreServer, startStoreServer } from './store-server';

let server: RunningStoreServer;
const staticDir = mkdtempSync(`${tmpdir()}/more-static-`);

beforeAll(async () => {
  mkdirSync(`${staticDir}/assets`);
  writeFileSync(`${staticDir}/index.html`, '<!doctype html><div id="root"></div>');
  writeFileSync(`${staticDir}/assets/app-abc123.js`, `console.log(${JSON.stringify('x'.repeat(5000))});`);
  server = await startStoreServer({ port: 0, staticDir, mockApi: await createMockApi() });
});
afterAll(() => server.close());

/** A raw HTTP request, so paths are sent exactly as written (fetch would normalise `..`). */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

describe('the store server', () => {
  it('serves the store API under /api/ over real HTTP', async () => {
    const response = await fetch(`${server.url}/api/uni/product?type=terbaru&per_page=2`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { data: unknown[] } };
    expect(body.data.data).toHaveLength(2);
  });

  it('builds absolute picture addresses from its configured origin, never from the request\'s Host header', async () => {
    const imageOrigins = async (headers: Record<string, string>) => {
      const body = JSON.parse((await raw('/api/uni/product?type=terbaru&per_page=3', headers)).body.toString()) as { data: { data: { images: { image_url: string }[] }[] } };
      return new Set(body.data.data.flatMap((product) => product.images.map((image) => new URL(image.image_url).origin)));
    };
    expect(await imageOrigins({})).toEqual(new Set([server.url]));
    // A cache in front keeps the first answer: a caller's Host must not choose where every shopper's pictures load from.
    expect(await imageOrigins({ host: 'evil.example' })).toEqual(new Set([server.url]));

    const behindProxy = await startStoreServer({ port: 0, mockApi: await createMockApi(), publicOrigin: 'https://toko.example/' });
    try {
      const body = (await (await fetch(`${behindProxy.url}/api/uni/product?type=terbaru&per_page=1`)).json()) as { data: { data: { images: { image_url: string }[] }[] } };
      expect(body.data.data[0]!.images[0]!.image_url).toMatch(/^https:\/\/toko\.example\/media\//);
    } finally {
      await behindProxy.close();
    }
  });

  it('turns the developer\'s shortcuts on only when asked, on loopback, with a loopback public origin; never for a request through a proxy', async () => {
    const googleLogin = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ token: 'mock-google:tamu.baru@gmail.com' }) });
    const cases = [
      [{}, false],
      [{ shortcuts: true }, true],
      [{ shortcuts: true, publicAddress: '0.0.0.0' }, false],
      [{ shortcuts: true, publicOrigin: 'https://toko.example' }, false],
      [{ shortcuts: true, publicOrigin: 'http://127.0.0.1:5173' }, true],
    ] as const;
    for (const [options, on] of cases) {
      const logged: string[] = [];
      const running = await startStoreServer({ port: 0, mockApi: await createMockApi(), log: (line) => logged.push(line), ...options });
      try {
        expect(running.mockApi.shortcutsEnabled, JSON.stringify(options)).toBe(on);
        expect(logged.join('\n')).toContain(on ? 'Mock shortcuts on' : 'Mock shortcuts off');
        expect((await googleLogin(running.url)).status === 200, JSON.stringify(options)).toBe(on);
        // Behind a proxy (nginx adds X-Forwarded-For), the shortcuts stay off even where they are on.
        const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }];
        for (const forwarded of proxied) {
          expect((await googleLogin(running.url, forwarded)).status, JSON.stringify(forwarded)).not.toBe(200);
        }
      } finally {
        await running.close();
      }
    }
  });

  it('compresses large answers for browsers that accept gzip', async () => {
    const response = await raw('/api/uni/product?per_page=20', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.body).toString()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  it('answers a path no service has with 404 naming method and path, under every service prefix', async () => {
    for (const path of ['/api/nope', '/shipment/api/v1/nope']) {
      const response = await raw(path, {}, 'POST', '{}');
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString())).toEqual({ success: false, message: `Tidak ada layanan POST ${path}` });
    }
  });

  it('refuses a body over 20 MB with 413, not a crash', async () => {
    const response = await raw('/api/auth/login', { 'content-type': 'application/json' }, 'POST', 'x'.repeat(21 * 1024 * 1024));
    expect(response.status).toBe(413);
  });

  it('serves the storefront, with any unknown page falling back to index.html', async () => {
    for (const path of ['/', '/product/sofa-aruna', '/profile/order/123']) {
      const response = await raw(path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body.toString()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.body).toString()).toContain('console.log');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    expect((await raw('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the build folder, however the path is written', async () => {
    for (const path of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const response = await raw(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body.toString(), path).not.toContain('root:');
    }
  });
});

describe('test controls', () => {
  it('are off unless asked for: the storefront of npm start cannot reset the store', async () => {
    const response = await raw('/__mock/reset', {}, 'POST');
    expect(response.status).toBe(405);
    expect(server.mockApi.db.products.count()).toBeGreaterThan(0);
  });

  it('reset the data to the seed and move the clock when on', async () => {
    const controlled = await startStoreServer({ port: 0, testControls: true, mockApi: await createMockApi({ now: Date.UTC(2026, 10, 21) }) });
    try {
      const count = controlled.mockApi.db.products.count();
      controlled.mockApi.db.products.delete((q) => q.where({ id: 1 }));
      const reset = await fetch(`${controlled.url}/__mock/reset`, { method: 'POST' });
      expect(reset.status).toBe(200);
      expect(controlled.mockApi.db.products.count()).toBe(count);

      const before = controlled.mockApi.clock.now();
      const moved = await fetch(`${controlled.url}/__mock/clock`, { method: 'POST', body: JSON.stringify({ advance_seconds: 3600 }) });
      expect(moved.status).toBe(200);
      expect(controlled.mockApi.clock.now() - before).toBeGreaterThanOrEqual(3_600_000);

      const wrong = await fetch(`${controlled.url}/__mock/clock`, { method: 'POST', body: '{"advance_seconds":"lots"}' });
      expect(wrong.status).toBe(422);

      // The bank's notice that an order awaiting payment was paid: it moves on to processing, once.
      const unpaid = controlled.mockApi.db.orders.findFirst((q) => q.where((order) => order.status === 'awaiting_payment'))!;
      const pay = (ordersn: unknown) => fetch(`${controlled.url}/__mock/pay`, { method: 'POST', body: JSON.stringify({ ordersn }) });
      expect((await pay(unpaid.ordersn)).status).toBe(200);
      const paid = controlled.mockApi.db.orders.findFirst((q) => q.where((order) => order.ordersn === unpaid.ordersn))!;
      expect([paid.status, paid.payBefore, paid.paidAt !== null]).toEqual(['processing', null, true]);
      expect((await pay(unpaid.ordersn)).status).toBe(422);
      expect((await pay('MORE-TIDAK-ADA')).status).toBe(404);
    } finally {
      await controlled.close();
    }
  });
});

describe('state file (MOCK_STATE_FILE)', () => {
  it('keeps the mock\'s data between runs', async () => {
    const file = `${mkdtempSync(`${tmpdir()}/more-state-`)}/state.json`;
    const first = await startStoreServer({ port: 0, stateFile: file, mockApi: await createMockApi() });
    first.mockApi.db.products.delete((q) => q.where({ id: 2 }));
    await fetch(`${first.url}/api/uni/nothing`, { method: 'POST', body: '{}' });
    await first.close();
    expect(existsSync(file)).toBe(true);

    const second = await startStoreServer({ port: 0, stateFile: file, mockApi: await createMockApi() });
    try {
      expect(second.mockApi.db.products.findFirst((q) => q.where({ id: 2 }))).toBeUndefined();
      expect(second.mockApi.db.products.findFirst((q) => q.where({ id: 3 }))).toBeDefined();
    } finally {
      await second.close();
    }
  });
});
