import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/shared/images/resized-image';
import { formatFor } from './format';
import { type SourceServer, makeJpeg, pngClaiming, startEndpointServer, startSourceServer } from './test-sources';

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600" fill="red"/></svg>';
/** The test's byte limit: small, so "too big" needs no 15 MB body. */
const MAX_BYTES = 200 * 1024;

let source: SourceServer;
let other: SourceServer;
let endpoint: Awaited<ReturnType<typeof startEndpointServer>>;

beforeAll(async () => {
  const [photo, small, large] = await Promise.all([makeJpeg(1200, 800), makeJpeg(200, 100, 1), makeJpeg(2000, 2000, 2)]);
  // With a camera's metadata, which must not go out.
  const wide = await sharp(photo).withExif({ IFD0: { Copyright: 'MORE', Artist: 'Fotografer' } }).jpeg({ quality: 85 }).toBuffer();
  expect((await sharp(wide).metadata()).exif).toBeDefined();
  // The byte limit below sits between the photos and the heavy one.
  expect([wide.length, large.length].map((bytes) => bytes < MAX_BYTES)).toEqual([true, false]);
  other = await startSourceServer({ '/elsewhere.jpg': { body: wide, type: 'image/jpeg' } });
  source = await startSourceServer({
    '/photos/wide.jpg': { body: wide, type: 'image/jpeg' },
    '/photos/small.jpg': { body: small, type: 'image/jpeg' },
    '/photos/slow.jpg': { body: small, type: 'image/jpeg', delayMs: 150 },
    '/photos/page.html': { body: '<!doctype html><title>x</title>', type: 'text/html' },
    // An SVG that says it is a JPEG: the bytes decide, not the header.
    '/photos/drawing.jpg': { body: SVG, type: 'image/jpeg' },
    '/photos/drawing.svg': { body: SVG, type: 'image/svg+xml' },
    '/photos/heavy.jpg': { body: large, type: 'image/jpeg' },
    '/photos/heavy-streamed.jpg': { body: large, type: 'image/jpeg', chunked: true },
    '/photos/bomb.png': { body: await pngClaiming(10_000, 10_000), type: 'image/png' },
    '/photos/moved.jpg': { body: '', type: 'text/plain', status: 302, location: '/photos/small.jpg' },
    '/photos/away.jpg': { body: '', type: 'text/plain', status: 302, location: `${other.origin}/elsewhere.jpg` },
    '/photos/metadata.jpg': { body: '', type: 'text/plain', status: 301, location: 'http://169.254.169.254/latest/meta-data/' },
    '/photos/loop.jpg': { body: '', type: 'text/plain', status: 302, location: '/photos/loop.jpg' },
  });
  endpoint = await startEndpointServer({
    sources: [
      { prefix: '/media/', fetchFrom: `${source.origin}/photos/` },
      { prefix: `${source.origin}/`, fetchFrom: `${source.origin}/` },
      // Names the operator might write, resolving (here, by the injected resolver) to this machine and the LAN.
      { prefix: 'http://images.toko.test/', fetchFrom: `http://images.toko.test:${new URL(source.origin).port}/photos/` },
      { prefix: 'http://lan.toko.test/', fetchFrom: 'http://lan.toko.test/' },
    ],
    siteOrigin: () => 'https://toko.test',
    headers: { 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" },
    cacheBytes: 8 * 1024 * 1024,
    limits: { maxBytes: MAX_BYTES, timeoutMs: 4000, maxRedirects: 3 },
    resolve: (host) => Promise.resolve(host === 'images.toko.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.5', family: 4 }]),
  });
});

afterAll(async () => {
  await endpoint.close();
  await source.close();
  await other.close();
});

const ask = (url: string, width: number | string = 480, headers: Record<string, string> = { accept: BROWSER_ACCEPT }, method = 'GET') =>
  fetch(`${endpoint.url}/_image?url=${encodeURIComponent(url)}&w=${width}`, { headers, method });

const sizeOf = async (answer: Response) => sharp(Buffer.from(await answer.arrayBuffer())).metadata();

describe('GET /_image: a configured photo, resized and converted', () => {
  it('resizes to the asked width, keeps the aspect ratio, strips metadata and caches for a year', async () => {
    const answer = await ask('https://toko.test/media/wide.jpg', 480);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/avif');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    const metadata = await sharp(body).metadata();
    expect([metadata.width, metadata.height]).toEqual([480, 320]);
    expect(metadata.exif).toBeUndefined();
  });

  it('never enlarges: a source narrower than the width is sent at its own', async () => {
    const metadata = await sizeOf(await ask(`${source.origin}/photos/small.jpg`, 1200, { accept: 'image/jpeg' }));
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 200, 100]);
  });

  it('chooses AVIF, WebP or JPEG by Accept, q-values included', async () => {
    const cases: [string, string][] = [
      [BROWSER_ACCEPT, 'heif'],
      ['image/webp,*/*', 'webp'],
      ['image/avif;q=0,image/webp;q=0.9,*/*', 'webp'],
      ['image/avif;q=0.5,image/webp', 'webp'],
      ['*/*', 'jpeg'],
      ['image/*', 'jpeg'],
    ];
    for (const [accept, format] of cases) {
      const answer = await ask('https://toko.test/media/wide.jpg', 160, { accept });
      expect((await sizeOf(answer)).format, accept).toBe(format);
    }
    expect(formatFor(undefined)).toBe('jpeg');
    expect(formatFor('image/avif;q=0.0, image/webp;q=0')).toBe('jpeg');
    expect(formatFor('IMAGE/AVIF;Q=0.8,image/webp;q=0.8')).toBe('avif');
  });

  it('answers 304 to a matching If-None-Match, and HEAD with headers alone', async () => {
    const first = await ask('https://toko.test/media/wide.jpg', 240);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ask('https://toko.test/media/wide.jpg', 240, { accept: BROWSER_ACCEPT, 'if-none-match': `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const head = await ask('https://toko.test/media/wide.jpg', 240, { accept: BROWSER_ACCEPT }, 'HEAD');
    expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([200, first.headers.get('content-length'), 0]);
  });

  it('keeps a photo: the second ask is a cache hit, no new fetch', async () => {
    const before = endpoint.endpoint.stats();
    const fetched = source.asked.get('/photos/wide.jpg') ?? 0;
    await ask('https://toko.test/media/wide.jpg', 320);
    await ask('https://toko.test/media/wide.jpg', 320);
    const after = endpoint.endpoint.stats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 1]);
    expect(source.asked.get('/photos/wide.jpg')).toBe(fetched + 1);
  });

  it('makes a photo asked twice at once only once', async () => {
    const before = endpoint.endpoint.stats();
    const answers = await Promise.all([1, 2, 3].map(() => ask('https://toko.test/media/slow.jpg', 96)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(source.asked.get('/photos/slow.jpg')).toBe(1);
    expect(endpoint.endpoint.stats().coalesced - before.coalesced).toBe(2);
  });

  it('follows a redirect within the source', async () => {
    const answer = await ask('https://toko.test/media/moved.jpg', 96);
    expect(answer.status).toBe(200);
    expect((await sizeOf(answer)).width).toBe(96);
  });
});

describe('GET /_image: refusals the <img> treats as an error, never kept', () => {
  const refused = async (answer: Response, status: number, reason: RegExp) => {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toMatch(reason);
  };

  it('refuses a width outside the set, a bad url and any other parameter (400)', async () => {
    for (const width of ['100', '0', '-96', '96.0', '0x60', '', '1e3', '12000']) await refused(await ask('https://toko.test/media/wide.jpg', width), 400, /w harus salah satu dari 96, 160/);
    expect(IMAGE_WIDTHS).toContain(480);
    await refused(await ask('/media/wide.jpg'), 400, /url harus alamat http\(s\) lengkap/);
    await refused(await ask('ftp://toko.test/media/wide.jpg'), 400, /url harus/);
    const url = encodeURIComponent('https://toko.test/media/wide.jpg');
    for (const query of [`url=${url}&w=480&v=2`, `url=${url}&w=480&w=480`, `url=${url}&url=${url}&w=480`, `w=480`, ''])
      await refused(await fetch(`${endpoint.url}/_image?${query}`), 400, /tepat url dan w/);
  });

  it('refuses another host, and the loopback in its many spellings (403)', async () => {
    for (const url of [`${other.origin}/elsewhere.jpg`, 'http://127.0.0.1/photos/wide.jpg', 'http://[::1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://169.254.169.254/latest/meta-data/', 'https://toko.test/api/uni/menu'])
      await refused(await ask(url), 403, /bukan dari sumber gambar toko/);
    expect(other.asked.size).toBe(0);
  });

  it('refuses a redirect to another host, or to the cloud metadata address', async () => {
    await refused(await ask('https://toko.test/media/away.jpg'), 403, /mengalihkan ke alamat yang tidak diizinkan/);
    await refused(await ask('https://toko.test/media/metadata.jpg'), 403, /mengalihkan/);
    expect(other.asked.size).toBe(0);
    await refused(await ask('https://toko.test/media/loop.jpg'), 502, /terlalu banyak mengalihkan/);
  });

  it('refuses a configured name that resolves to a private address, without connecting', async () => {
    const asked = source.asked.get('/photos/wide.jpg');
    await refused(await ask('http://images.toko.test/wide.jpg'), 403, /Sumber gambar tidak diizinkan/);
    await refused(await ask('http://lan.toko.test/wide.jpg'), 403, /Sumber gambar tidak diizinkan/);
    expect(source.asked.get('/photos/wide.jpg')).toBe(asked);
  });

  it('refuses an oversized source, by bytes (declared or streamed) and by pixels (413)', async () => {
    await refused(await ask('https://toko.test/media/heavy.jpg'), 413, /terlalu besar/);
    await refused(await ask('https://toko.test/media/heavy-streamed.jpg'), 413, /terlalu besar/);
    await refused(await ask('https://toko.test/media/bomb.png'), 413, /terlalu besar/);
  });

  it('refuses what is not a raster photo: HTML, SVG, even an SVG sent as a JPEG (415)', async () => {
    await refused(await ask('https://toko.test/media/page.html'), 415, /bukan gambar/);
    await refused(await ask('https://toko.test/media/drawing.svg'), 415, /Hanya foto/);
    await refused(await ask('https://toko.test/media/drawing.jpg'), 415, /Hanya foto/);
  });

  it('answers a missing photo 404 and an unreachable source 502, never its body', async () => {
    await refused(await ask('https://toko.test/media/gone.jpg'), 404, /^Gambar tidak ditemukan$/);
    const closed = await startSourceServer({});
    await closed.close();
    const unreachable = await startEndpointServer({ sources: [{ prefix: `${closed.origin}/`, fetchFrom: `${closed.origin}/` }], siteOrigin: () => 'https://toko.test', headers: {}, cacheBytes: 1024 * 1024 });
    try {
      const answer = await fetch(`${unreachable.url}/_image?url=${encodeURIComponent(`${closed.origin}/a.jpg`)}&w=96`);
      await refused(answer, 502, /tidak dapat dihubungi/);
    } finally {
      await unreachable.close();
    }
  });

  it('answers only GET and HEAD', async () => {
    await refused(await ask('https://toko.test/media/wide.jpg', 96, {}, 'POST'), 405, /Metode/);
  });
});
