import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { MOCK_SHIPMENT_TOKEN } from '@more/mock-server/defaults';
import { storeRoutes } from '../../web/src/app/routing/routes';
import { describe, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { webClientDist } from './harness/paths';
import { routeSamples, samplePath } from './harness/route-samples';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';

/**
 * Issue 24 point 5: what probing the running store as an attacker would
 * found, each checked against the real server (the production build, the
 * mock mounted as `npm start` mounts it).
 */

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request sent exactly as written: fetch would refuse a forged Host header or mend a broken path. */
const raw = (storeUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer | string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(storeUrl);
    const outgoing = httpRequest({ hostname, port, path, method, headers, setHost: headers.host === undefined }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const publicPaths = storeRoutes.filter((route) => route.access === 'public').map(samplePath);

describe('the shipment service\'s credential stays on the server', () => {
  test('no public page\'s configuration or HTML names it, nor the service\'s address', async ({ store, expect: check }) => {
    check(publicPaths.length).toBeGreaterThan(40);
    for (const path of publicPaths) {
      const html = await (await fetch(`${store.url}${path}`)).text();
      const config = /<script type="application\/json" id="store-config">(.*?)<\/script>/s.exec(html)?.[1];
      check(config, `${path} carries the store's configuration`).toBeDefined();
      check(Object.keys(JSON.parse(config!) as object).sort(), `what ${path} tells the browser`).not.toContain('shipment');
      check(html.includes(MOCK_SHIPMENT_TOKEN), `${path} holds the credential`).toBe(false);
      check(html, path).not.toMatch(/\/shipment\/api\//);
    }
  });

  test('no request the browser makes, on the pages that track a shipment, carries it or goes to the service', async ({ shopper, store, expect: check }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const seen: string[] = [];
    for (const path of ['/omnitracking', '/profile/orders', '/']) {
      const { page } = await shopper.visit(path, 'phone', {
        storage: sessionStorageEntries(session),
        beforeNavigation: (tab) =>
          tab.on('request', (request) => {
            seen.push(`${request.method()} ${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
          }),
      });
      await waitForHydration(page);
    }
    check(seen.length).toBeGreaterThan(10);
    check(seen.filter((line) => line.includes(MOCK_SHIPMENT_TOKEN))).toEqual([]);
    check(seen.filter((line) => new URL(line.split(' ')[1]!).pathname.startsWith('/shipment/'))).toEqual([]);
  });
});

describe('the origin pages name is the configured one, never the request\'s Host header', () => {
  test('Host: evil.example puts that host in no canonical link, Open Graph URL, image or sitemap', async ({ store, expect: check }) => {
    for (const path of ['/', routeSamples['/product/:slug']!, '/artikel', '/sitemap.xml', '/robots.txt']) {
      const answer = await raw(store.url, path, { host: 'evil.example' });
      check(answer.status, path).toBeLessThan(500);
      check(answer.body.includes('evil.example'), `${path} names the forged host`).toBe(false);
    }
    const home = await raw(store.url, '/', { host: 'evil.example' });
    check(/<link rel="canonical" href="([^"]+)"/.exec(home.body)?.[1]).toBe(`${store.url}/`);
    check(/<meta property="og:url" content="([^"]+)"/.exec(home.body)?.[1]).toBe(`${store.url}/`);
  });
});

describe('requests that cannot be read are the asker\'s mistake (400), never the server\'s (500)', () => {
  test('a broken percent-encoding, on pages, /api/, /media/ and /shipment/', async ({ store, expect: check }) => {
    const broken = ['/produk/%E0%A4%A', '/products/%ZZ', '/api/uni/product/%E0%A4%A', '/media/art/banner/%E0%A4%A.svg', '/media/uploads/1/%zz/a.png', '/shipment/api/v1/%E0'];
    for (const path of broken) {
      const answer = await raw(store.url, path);
      check(answer.status, path).toBe(400);
      check(answer.body.length, `${path} says why`).toBeGreaterThan(0);
    }
  });

  test('a Host header that names no host, on pages, /api/ and /media/', async ({ store, expect: check }) => {
    for (const host of ['a b', '[::1', 'exa%mple.com', 'x/y', 'toko.test:99999999']) {
      for (const path of ['/', '/api/uni/product?type=terbaru&per_page=1', '/media/art/banner/Sale.svg', '/healthz']) {
        check((await raw(store.url, path, { host })).status, `${path} with Host: ${host}`).toBe(400);
      }
    }
    check((await raw(store.url, '/api/uni/product?type=terbaru&per_page=1', { host: `127.0.0.1:${new URL(store.url).port}` })).status).toBe(200);
  });
});

describe('answers of the API and the media host', () => {
  test('carry nosniff; a customer\'s answers are kept by no cache', async ({ store, expect: check }) => {
    const session = await logIn(store.url);
    const guest = await fetch(`${store.url}/api/uni/product?type=terbaru&per_page=2`);
    check(guest.headers.get('x-content-type-options')).toBe('nosniff');
    check(guest.headers.get('cache-control') ?? '').not.toContain('no-store');
    const media = await fetch(`${store.url}/media/art/banner/Sale.svg`);
    check(media.status).toBe(200);
    check(media.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${store.url}/api/tidak-ada`);
    check(missing.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/api/more/user/check', '/api/more/transaction/cart', '/api/more/user/chat/unread']) {
      const personal = await fetch(`${store.url}${path}`, { headers: { authorization: `Bearer ${session.token}` } });
      check(personal.status, path).toBe(200);
      check(personal.headers.get('cache-control'), path).toContain('no-store');
      check(personal.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  test('a complaint photo is served at the address its owner was given, and not by its id', async ({ store, expect: check }) => {
    const session = await logIn(store.url);
    const form = new FormData();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    form.append('files[]', new File([png], 'retak.png', { type: 'image/png' }));
    const uploaded = await fetch(`${store.url}/api/more/product/complain/multi-upload`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body: form });
    check(uploaded.status).toBe(200);
    const [photo] = ((await uploaded.json()) as { data: { id: number; url: string }[] }).data;
    check(photo!.url).toMatch(/\/media\/uploads\/\d+\/[0-9a-f]{32}\/retak\.png$/);
    check((await fetch(photo!.url)).status, 'the owner\'s own address').toBe(200);
    for (let id = 1; id <= photo!.id; id++) {
      check((await fetch(`${store.url}/media/uploads/${id}/retak.png`)).status, `counting through ids (${id})`).toBe(404);
    }
    check((await fetch(photo!.url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)))).status).toBe(404);
  });
});

describe('the build\'s sources stay private', () => {
  test('no .map file is served, and no script points at one', async ({ store, expect: check }) => {
    const assets = readdirSync(`${webClientDist}/assets`);
    const maps = assets.filter((name) => name.endsWith('.map'));
    check(maps.length, 'the build keeps its maps for the bundle budget').toBeGreaterThan(0);
    for (const name of maps.slice(0, 5)) check((await fetch(`${store.url}/assets/${name}`)).status, name).toBe(404);
    for (const name of assets.filter((file) => file.endsWith('.js'))) {
      check(readFileSync(`${webClientDist}/assets/${name}`, 'utf8'), name).not.toContain('sourceMappingURL');
    }
  });
});

describe('after login, the redirect query is followed only within the store', () => {
  test('/login?redirect=/\\evil.example logs the shopper in and brings them home', async ({ shopper, store, expect: check }) => {
    const { page } = await shopper.visit(`/login?redirect=${encodeURIComponent('/\\evil.example')}`, 'desktop');
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
    await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
    await main.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    check(new URL(page.url()).host).toBe(new URL(store.url).host);
    check(shopper.problemsSoFar()).toEqual([]);
  });
});

describe('the mock\'s shortcuts', () => {
  test('are on for a store on loopback (this one), as the log of `npm start` says', async ({ store, expect: check }) => {
    check(store.mockApi.shortcutsEnabled).toBe(true);
    const google = await fetch(`${store.url}/api/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'mock-google:tamu.baru@gmail.com' }),
    });
    check(google.status).toBe(200);
  });
});
