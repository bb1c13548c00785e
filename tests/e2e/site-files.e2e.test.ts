import { request as httpRequest } from 'node:http';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';

/**
 * The store's own files (issue 37, point 4): served by a maintained file
 * server (send) with ETags, 304, HEAD and ranges; the icons a phone asks for
 * and a web app manifest, linked from every page; and a short 404 for any
 * other path that names a file, never a rendered page.
 */

/** A GET with its headers as sent: fetch would add its own Accept-Encoding. */
const raw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the store\'s own files', () => {
  test('every page links the favicon, the touch icon and the manifest; each is served as what it is', async ({ store }) => {
    for (const path of ['/', '/product-list', '/login']) {
      const html = await (await fetch(`${store.url}${path}`)).text();
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    const favicon = await raw(`${store.url}/favicon.ico`);
    expect([favicon.status, favicon.headers['content-type'], favicon.body.subarray(0, 4).toString('hex')]).toEqual([200, 'image/x-icon', '00000100']);
    const touch = await raw(`${store.url}/apple-touch-icon.png`);
    expect([touch.status, touch.headers['content-type'], pngSize(touch.body)]).toEqual([200, 'image/png', '180x180']);

    const answer = await raw(`${store.url}/manifest.webmanifest`);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(answer.body.toString()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'MORE Furniture', short_name: 'MORE', start_url: '/', display: 'standalone', theme_color: '#8a5a3b' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const image = await raw(`${store.url}${icon.src}`);
      expect([image.status, image.headers['content-type'], pngSize(image.body)], icon.src).toEqual([200, icon.type, icon.sizes]);
    }
  });

  test('Chromium reads the manifest without an error', async ({ shopper }) => {
    const page = await shopper.open('/', 'phone');
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data: string };
    expect(read.url).toMatch(/\/manifest\.webmanifest$/);
    expect(read.errors).toEqual([]);
    expect((JSON.parse(read.data) as WebManifest).name).toBe('MORE Furniture');
  });

  test('a file already held is not sent again (ETag, 304); HEAD and ranges are answered', async ({ store }) => {
    const first = await raw(`${store.url}/favicon.ico`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W?\/?"/);
    const again = await raw(`${store.url}/favicon.ico`, { 'if-none-match': etag });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    const head = await raw(`${store.url}/favicon.ico`, {}, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(first.body.length), 0]);
    const part = await raw(`${store.url}/favicon.ico`, { range: 'bytes=0-5' });
    expect([part.status, part.headers['content-range'], part.body.length]).toEqual([206, `bytes 0-5/${first.body.length}`, 6]);
  });

  test('a script is sent brotli-compressed only when the browser takes brotli', async ({ store }) => {
    const html = await (await fetch(`${store.url}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const encodings = [];
    for (const accept of ['gzip, deflate, br', 'gzip, br;q=0', 'br;q=0, gzip;q=0']) encodings.push((await raw(`${store.url}${script}`, { 'accept-encoding': accept })).headers['content-encoding'] ?? 'none');
    expect(encodings).toEqual(['br', 'gzip', 'none']);
  });

  test('any other path that names a file is a short 404, not a page', async ({ store }) => {
    for (const path of ['/.env', '/wp-login.php', '/apple-touch-icon-precomposed.png', '/assets/tidak-ada.js', '/xmlrpc.php', '/.git/config']) {
      const answer = await raw(`${store.url}${path}`);
      expect([answer.status, answer.headers['content-type']], path).toEqual([404, 'text/plain; charset=utf-8']);
      expect(answer.body.length, path).toBeLessThan(100);
      // Not kept by a cache in front: in a rolling deploy the next instance may hold that hashed asset.
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    // A path without an extension is a page's, and the store renders it (an unknown one falls back to the home page).
    const page = await raw(`${store.url}/halaman-yang-tidak-ada`);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('<html');
  });
});
