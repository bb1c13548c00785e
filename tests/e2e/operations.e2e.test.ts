import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from '@more/mock-server';
import { readServerConfig, startStorefrontServer } from '../../web/server/index';
import { createStoreLog } from '../../web/server/log';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { webDist } from './harness/paths';
import { SESSION_KEY } from './harness/session';
import { Shopper } from './harness/shopper';
import { type RunningStore, startStore } from './harness/store';

/*
 * Issue 37, points 5 and 6: "Logs an operator can use, with pino: JSON lines with levels, one access line per
 * request (method, path, status, duration, bytes, whether the render came from a cache, request id). The request id
 * comes from x-request-id or is made, is passed on to the API calls of that render, and is in every error line and
 * on the 500 page … A test reads the log of a full journey as the demo customer and finds no token, password, OTP
 * or phone number in it." "The shipment lookup is rate-limited per client … The answer is 429 with Retry-After,
 * and the page shows an Indonesian message."
 */

interface LogLine {
  readonly level: string;
  readonly time: string;
  readonly msg: string;
  readonly reqId?: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly ms?: number;
  readonly bytes?: number;
  readonly cache?: string;
}

/** pino writes one JSON line per event into this. */
const capture = () => {
  const text: string[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      text.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => text.join(''), lines: () => text.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine) };
};

const SHIPPED = DEMO_ORDERS.shipped.ordersn;
const RESET_TOKEN = 'tautan-rahasia-7f3a91c2';

describe('the log of a whole journey as the demo customer', () => {
  const log = capture();
  let store: RunningStore;

  test('every answer has an access line with its id; the id reaches the render\'s API calls; no token, password, code or phone is in any line', async ({ browser }) => {
    store = await startStore({ log: createStoreLog('debug', log.stream) });
    const shopper = new Shopper(browser, store.url);
    try {
      const context = await shopper.newContext('phone');
      const login = await shopper.openIn(context, '/login?redirect=/profile/orders', 'phone');
      await waitForHydration(login.page);
      await login.page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
      await login.page.getByLabel('Kata Sandi', { exact: true }).fill(DEMO_CUSTOMER.password);
      await login.page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await login.page.waitForURL((url) => url.pathname === '/profile/orders');
      const session = JSON.parse((await login.page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}') as { token?: string };
      expect(session.token?.length).toBeGreaterThan(10);

      const home = await shopper.openIn(context, '/', 'phone');
      const homeId = home.response?.headers()['x-request-id'] ?? '';
      expect(homeId).toMatch(/^[0-9a-f-]{36}$/);
      for (const path of ['/cart', '/profile', '/profile/wishlist', `/forgotPassword/${RESET_TOKEN}`]) await shopper.openIn(context, path, 'phone');
      const tracking = await shopper.openIn(context, '/omnitracking', 'phone');
      await waitForHydration(tracking.page);
      await tracking.page.getByRole('textbox', { name: 'Nomor Pesanan', exact: true }).fill(SHIPPED);
      await tracking.page.getByRole('textbox', { name: 'Nomor HP', exact: true }).fill(DEMO_CUSTOMER.phone);
      await tracking.page.getByRole('button', { name: 'Lacak Pesanan' }).click();
      await tracking.page.getByTestId('shipment-details').waitFor();

      const lines = log.lines();
      for (const line of lines) expect([typeof line.level, Number.isNaN(Date.parse(line.time))], JSON.stringify(line)).toEqual(['string', false]);
      const access = lines.filter((line) => line.msg === 'answered');
      expect(access.length).toBeGreaterThan(20);
      for (const line of access) {
        expect(line.reqId, JSON.stringify(line)).toMatch(/^[\w.:-]{8,}$/);
        expect([typeof line.status, typeof line.ms, typeof line.bytes, typeof line.cache], JSON.stringify(line)).toEqual(['number', 'number', 'number', 'string']);
      }
      // The home page's render and the API calls it made share its id.
      const ofHome = access.filter((line) => line.reqId === homeId);
      expect(ofHome.find((line) => line.path === '/')).toMatchObject({ method: 'GET', status: 200, cache: 'miss' });
      expect(ofHome.filter((line) => line.path?.startsWith('/api/uni/')).length).toBeGreaterThan(0);
      // The lookup, its phone in the body; the reset link, its token hidden.
      expect(access.some((line) => line.method === 'POST' && line.path === '/omnitracking/api/shipment/lookup' && line.status === 200)).toBe(true);
      expect(access.some((line) => line.path === '/forgotPassword/[hidden]')).toBe(true);

      const text = log.text();
      const phone = DEMO_CUSTOMER.phone.replace(/^0/, '');
      for (const secret of [session.token!, DEMO_CUSTOMER.password, RESET_TOKEN, store.mockApi.shipmentToken, phone, `62${phone}`, '000000']) {
        expect(text.includes(secret), `the log carries ${secret.slice(0, 4)}…`).toBe(false);
      }
      // The reset link is not a real one (422), a guest's cart call before the login (401): said by the pages themselves.
      expect(shopper.problems.filter((line) => !/status of (401|404|422)/.test(line))).toEqual([]);
    } finally {
      await shopper.close();
      await store.close();
    }
  });
});

describe('the shipment lookup, limited per client', () => {
  test('past the limit: 429 with Retry-After, and the page says so in Indonesian', async ({ browser }) => {
    const store = await startStore({ env: { SHIPMENT_LOOKUPS_PER_MINUTE: '2' } });
    const shopper = new Shopper(browser, store.url);
    try {
      const lookup = (query = '') =>
        fetch(`${store.url}/omnitracking/api/shipment/lookup${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_number: SHIPPED, phone: '081111111111' }),
        });
      expect((await lookup()).status).toBe(404);
      const { page } = await shopper.visit('/omnitracking', 'phone');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'Nomor Pesanan', exact: true }).fill(SHIPPED);
      await page.getByRole('textbox', { name: 'Nomor HP', exact: true }).fill('0811 1111 1111');
      const submit = page.getByRole('button', { name: 'Lacak Pesanan' });
      await submit.click();
      await expect.poll(() => page.getByTestId('shipment-lookup-failed').innerText().catch(() => ''), { timeout: 10_000 }).toBe('Failed to get customer data');
      await submit.click();
      await expect
        .poll(() => page.getByTestId('shipment-lookup-failed').innerText().catch(() => ''), { timeout: 10_000 })
        .toMatch(/^Terlalu banyak pencarian pengiriman\. Coba lagi dalam \d+ detik\.$/);

      const refused = await lookup();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Terlalu banyak pencarian pengiriman/);
      // A query does not make it another lookup.
      expect((await lookup('?lagi=1')).status).toBe(429);
      // Tracking by number is not a lookup: it reveals no more than the number's holder has.
      expect((await fetch(`${store.url}/omnitracking/api/shipment/${DEMO_SHIPPED_WAYBILL}`)).status).toBe(200);
      expect(shopper.problems.filter((line) => !/status of (404|429)/.test(line))).toEqual([]);
    } finally {
      await shopper.close();
      await store.close();
    }
  });
});

describe('a page the server cannot render', () => {
  test('is a 500 in Indonesian with the request\'s id, which names the error line', async () => {
    // A build whose renderer fails: the client's files as built, a server entry that throws.
    const dist = mkdtempSync(join(tmpdir(), 'more-broken-'));
    symlinkSync(join(webDist, 'client'), join(dist, 'client'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(
      join(dist, 'server', 'entry-server.js'),
      "export const render = async () => { throw new Error('the renderer broke'); };\nexport const sitemapEntries = async () => [];\n",
    );
    const log = capture();
    const server = await startStorefrontServer({ distDir: dist, port: 0, config: readServerConfig({ STORE_API_URL: 'http://127.0.0.1:9/api/' }), log: createStoreLog('info', log.stream) });
    try {
      const given = await fetch(`${server.url}/produk-apa-saja`, { headers: { 'x-request-id': 'permintaan-uji-0042' } });
      expect(given.status).toBe(500);
      expect(given.headers.get('x-request-id')).toBe('permintaan-uji-0042');
      const page = await given.text();
      expect(page).toContain('Maaf, halaman ini sedang tidak dapat ditampilkan.');
      expect(page).toContain('Kode permintaan: permintaan-uji-0042');

      // An id a log line could be broken or flooded with is not handed on: a new one is made.
      const made = await fetch(`${server.url}/lain`, { headers: { 'x-request-id': `a b ${'c'.repeat(200)}` } });
      const id = made.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await made.text()).toContain(`Kode permintaan: ${id}`);

      const errors = log.lines().filter((line) => line.level === 'error');
      expect(errors.find((line) => line.reqId === 'permintaan-uji-0042' && line.msg === 'the page could not be rendered')).toBeDefined();
      expect(errors.find((line) => line.reqId === id && line.msg === 'answered')).toMatchObject({ status: 500, path: '/lain' });
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
