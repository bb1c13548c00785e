import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL, assetServer, FILE_CACHE_CONTROL } from './assets';
import { namesAFile } from './storefront';

const SCRIPT = `export const menu = ${JSON.stringify('x'.repeat(4000))};\n`;
let server: Server;
let origin = '';

beforeAll(async () => {
  const client = mkdtempSync(join(tmpdir(), 'assets-')) + sep;
  mkdirSync(join(client, 'assets'));
  mkdirSync(join(client, '.vite'));
  writeFileSync(join(client, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(client, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(client, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(client, 'favicon.ico'), Buffer.alloc(1500, 7));
  writeFileSync(join(client, 'manifest.webmanifest'), '{"name":"MORE Furniture"}');
  writeFileSync(join(client, 'index.html'), '<!doctype html>');
  writeFileSync(join(client, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(client, 'assets', 'index-abc123.js.map'), '{}');
  const serve = assetServer(client, { 'x-content-type-options': 'nosniff' });
  server = createServer((request, response) => {
    void serve(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((served) => {
      if (!served) response.writeHead(404).end('not a file');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request with its headers as sent (fetch would add its own Accept-Encoding and decode the body). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });

const HASHED = '/assets/index-abc123.js';

describe('the build\'s files (send, with the encodings negotiated by q-values)', () => {
  it('serves the brotli copy when taken, gzip when brotli is refused (q=0), the file as it is when neither is', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await get(HASHED, { 'accept-encoding': accept });
      expect([answer.status, answer.headers['content-encoding']], accept).toEqual([200, encoding]);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('answers 304 to a matching If-None-Match, each representation with its own ETag', async () => {
    const brotli = await get(HASHED, { 'accept-encoding': 'br' });
    const plain = await get(HASHED);
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(HASHED, { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, brotli.headers.etag]);
    expect((await get(HASHED, { 'if-none-match': String(brotli.headers.etag) })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('/favicon.ico', {}, 'HEAD');
    expect([head.status, head.headers['content-length'], head.headers['content-type'], head.body.length]).toEqual([200, '1500', 'image/x-icon', 0]);
    expect(head.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
  });

  it('answers byte ranges (206), a suffix range, and 416 beyond the end', async () => {
    const first = await get('/favicon.ico', { range: 'bytes=0-9' });
    expect([first.status, first.headers['content-range'], first.body.length]).toEqual([206, 'bytes 0-9/1500', 10]);
    const last = await get('/favicon.ico', { range: 'bytes=-100' });
    expect([last.status, last.headers['content-range'], last.body.length]).toEqual([206, 'bytes 1400-1499/1500', 100]);
    expect((await get('/favicon.ico', { range: 'bytes=2000-3000' })).status).toBe(416);
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  });

  it('serves no page template, source map, build manifest, compressed copy or file outside the build', async () => {
    for (const path of ['/index.html', `${HASHED}.map`, '/.vite/manifest.json', `${HASHED}.br`, '/../package.json', '/%2e%2e/etc/passwd', '/', '/assets/', '/missing.js']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('namesAFile', () => {
  it('tells a file\'s path from a page\'s', () => {
    for (const path of ['/favicon.ico', '/.env', '/wp-login.php', '/a/b/c.png', '/apple-touch-icon-precomposed.png', '/.git/config.bak']) expect(namesAFile(path), path).toBe(true);
    for (const path of ['/', '/product/sofa-aruna-3-seater', '/omnitracking/MORE-20261115-0042', '/profile/order/INV-20261115-0042', '/artikel/tips-memilih-sofa']) {
      expect(namesAFile(path), path).toBe(false);
    }
  });

  it('never takes a path without a dot in its last segment for a file (fast-check)', () => {
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }), (segments) => !namesAFile(`/${segments.join('/')}`)));
  });
});
