import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { getResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, type MockApi } from '../mock-api';
import { MOCK_ORIGIN, requestMock } from '../in-process';
import { namingPhotos, photoArtworkSizes } from '../media/photos';
import { drawFurniture } from '../media/furniture-svg';
import { createPhotoRenderer, type NodePhotoRenderer } from './photo-renderer';
import { type RunningStoreServer, startStoreServer } from './store-server';

const freshDir = () => mkdtempSync(`${tmpdir()}/more-media-`);
const packshot = (variant = 0) => drawFurniture({ kind: 'sofa', colourHex: '#8a4b2a', scene: 'packshot', variant });
const SIZE = { width: 1200, height: 1200 };

/** One answer of the mock's handlers in process, its body as bytes (requestMock reads text). */
const media = async (api: MockApi, path: string, headers: Record<string, string> = {}) => {
  const response = await getResponse(api.handlers, new Request(`${MOCK_ORIGIN}${path}`, { headers }));
  if (!response) throw new Error(`No handler answered ${path}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('the photo renderer', () => {
  it('makes the same bytes for the same drawing, in one renderer and in a fresh one with an empty cache', async () => {
    const first = createPhotoRenderer({ cacheDir: freshDir() });
    const again = createPhotoRenderer({ cacheDir: freshDir() });
    const a = await first.photo(packshot(), 400, SIZE);
    const b = await again.photo(packshot(), 400, SIZE);
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(b.etag).toBe(a.etag);
    expect(again.stats.rendered).toBe(1);
    // Another drawing is another photo.
    expect((await first.photo(packshot(1), 400, SIZE)).etag).not.toBe(a.etag);
  });

  it('renders a photo once for concurrent first requests', async () => {
    const renderer = createPhotoRenderer({ cacheDir: freshDir() });
    const photos = await Promise.all(Array.from({ length: 6 }, () => renderer.photo(packshot(2), 400, SIZE)));
    expect(renderer.stats.rendered).toBe(1);
    expect(new Set(photos.map((photo) => photo.bytes)).size).toBe(1);
  });

  it('keeps its photos on disk, written whole, for the next renderer (the next start, another process)', async () => {
    const cacheDir = freshDir();
    const made = await createPhotoRenderer({ cacheDir }).photo(packshot(3), 400, SIZE);
    const files = readdirSync(cacheDir);
    expect(files).toEqual([`${made.etag.slice(1, -1)}.jpg`]);
    const next = createPhotoRenderer({ cacheDir });
    const read = await next.photo(packshot(3), 400, SIZE);
    expect(next.stats).toMatchObject({ rendered: 0, fromDisk: 1 });
    expect(Buffer.from(read.bytes).equals(Buffer.from(made.bytes))).toBe(true);
  });

  it('keeps no more in memory than its bound, the least recently used going first', async () => {
    const renderer = createPhotoRenderer({ cacheDir: null, memoryBytes: 300 * 1024 });
    for (const variant of [4, 5, 6]) await renderer.photo(packshot(variant), 400, SIZE);
    expect(renderer.stats.cachedBytes).toBeLessThanOrEqual(300 * 1024);
    expect(renderer.stats.cachedPhotos).toBeLessThan(3);
    await renderer.photo(packshot(6), 400, SIZE);
    expect(renderer.stats).toMatchObject({ rendered: 3, fromMemory: 1 });
  });
});

describe('the media host with a photo renderer', () => {
  let api: MockApi;
  let renderer: NodePhotoRenderer;
  beforeAll(async () => {
    renderer = createPhotoRenderer({ cacheDir: freshDir() });
    api = await createMockApi({ photos: renderer });
  });

  /** Every photo kind, at its size: a progressive JPEG without metadata, as heavy as a photo. */
  const kinds = [
    { path: '/media/products/1/1.jpg', width: 1200, height: 1200, kB: [120, 300] },
    { path: '/media/products/1/room-1.jpg', width: 1200, height: 1200, kB: [120, 300] },
    ...Object.entries(photoArtworkSizes).map(([kind, { width, height }]) => ({
      path: `/media/art/${kind}/${encodeURIComponent('Diskon Akhir Tahun 50%')}.jpg`,
      width,
      height,
      // A third of a packshot's pixels or more: at least 40 kB of grain and light.
      kB: [40, 300],
    })),
  ];
  it.each(kinds)('serves $path as a $width×$height JPEG photo', async ({ path, width, height, kB }) => {
    const answer = await media(api, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(answer.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width, height, isProgressive: true });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(answer.bytes.length / 1024).toBeGreaterThanOrEqual(kB[0]!);
    expect(answer.bytes.length / 1024).toBeLessThanOrEqual(kB[1]!);
  });

  it('answers 304 to a browser that has the photo already', async () => {
    const first = await media(api, '/media/products/2/1.jpg');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await media(api, '/media/products/2/1.jpg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('still serves the drawings (old links, cached pages), and keeps avatars and logos drawings', async () => {
    const drawing = await media(api, '/media/products/1/1.svg');
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    const avatar = await media(api, '/media/art/avatar/Budi.jpg');
    expect(avatar.status).toBe(404);
    expect(avatar.bytes.toString()).toContain('avatar hanya tersedia sebagai .svg');
  });

  it('answers 404 with a reason for an unknown product, kind or file', async () => {
    const reasons = {
      '/media/products/999999/1.jpg': 'tidak ada produk 999999',
      '/media/products/1/0.jpg': 'mulai dari 1',
      '/media/products/1/1.png': 'nama berkas',
      '/media/art/poster/x.jpg': 'tidak ada jenis gambar poster',
      '/media/art/banner/x.png': 'gunakan .svg atau .jpg',
    };
    for (const [path, reason] of Object.entries(reasons)) {
      const answer = await media(api, path);
      expect(answer.status, path).toBe(404);
      expect(answer.bytes.toString(), path).toContain(reason);
    }
  });

  it('names the photos in its answers, and the drawings of what stays a drawing', async () => {
    const list = await requestMock(api, { path: 'uni/product?type=terbaru&per_page=3' });
    const images = (list.body as { data: { data: { images: { image_url: string }[] }[] } }).data.data.flatMap((product) => product.images.map((image) => image.image_url));
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/products\/\d+\/(room-)?\d+\.jpg$/);
    const banks = JSON.stringify((await requestMock(api, { path: 'uni/bank' })).body);
    expect(banks).toMatch(/\/media\/art\/logo\/[^"]+\.svg/);
    expect(banks).not.toContain('.jpg');
  });
});

describe('naming photos', () => {
  it('renames the addresses of drawings that have a photo, in JSON and in an article\'s HTML, and no others', () => {
    const text = JSON.stringify({
      a: 'https://x.example/media/products/12/3.svg',
      b: '<img src="/media/products/12/room-1.svg" alt="">',
      c: '/media/art/banner-mobile/Diskon%2050%25.svg',
      d: '/media/art/avatar/Budi.svg?v=1',
      e: '/media/art/logo/BCA.svg',
      f: '/media/uploads/1/k/foto.svg',
    });
    expect(JSON.parse(namingPhotos(text))).toEqual({
      a: 'https://x.example/media/products/12/3.jpg',
      b: '<img src="/media/products/12/room-1.jpg" alt="">',
      c: '/media/art/banner-mobile/Diskon%2050%25.jpg',
      d: '/media/art/avatar/Budi.svg?v=1',
      e: '/media/art/logo/BCA.svg',
      f: '/media/uploads/1/k/foto.svg',
    });
  });
});

describe('the mock without a renderer (the browser\'s, in process)', () => {
  it('names and serves the drawings only', async () => {
    const api = await createMockApi();
    const list = await requestMock(api, { path: 'uni/product?type=terbaru&per_page=2' });
    expect(JSON.stringify(list.body)).toMatch(/\/media\/products\/\d+\/\d+\.svg/);
    expect(JSON.stringify(list.body)).not.toContain('.jpg');
    const photo = await media(api, '/media/products/1/1.jpg');
    expect(photo.status).toBe(404);
    expect(photo.bytes.toString()).toContain('gunakan .svg');
  });
});

describe('the store server', () => {
  let server: RunningStoreServer;
  beforeAll(async () => {
    server = await startStoreServer({ port: 0, mockApi: await createMockApi(), photos: createPhotoRenderer({ cacheDir: freshDir() }) });
  });
  afterAll(() => server.close());

  it('serves the photos its answers name over HTTP', async () => {
    const body = (await (await fetch(`${server.url}/api/uni/product?type=terbaru&per_page=1`)).json()) as { data: { data: { images: { image_url: string }[] }[] } };
    const url = body.data.data[0]!.images[0]!.image_url;
    expect(url.startsWith(`${server.url}/media/products/`) && url.endsWith('.jpg')).toBe(true);
    const photo = await fetch(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('jpeg');
  });
});
