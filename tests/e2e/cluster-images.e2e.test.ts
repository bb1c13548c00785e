import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nginxMissing } from '../../deploy/nginx';
import { freePort } from '../../deploy/processes';
import { type RunningStoreCluster, startStoreCluster } from '../../scripts/store-cluster';
import { type SourceServer, makeJpeg, startSourceServer } from '../../web/server/images/test-sources';
import { webDist } from './harness/paths';

/**
 * Issue 41, point 2: nginx keeps the image endpoint's answers (deploy/nginx.conf.template, `location = /_image`),
 * one copy per format chosen from Accept, not per raw Accept header. Two storefront instances behind nginx, their
 * photos from a source server of this test (STORE_IMAGE_ORIGINS), so the test does not depend on the mock's media.
 */

const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const FIREFOX = 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const OLD_SAFARI = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

let cluster: RunningStoreCluster;
let source: SourceServer;
let runDir = '';
let unavailable: Error | null = null;

beforeAll(async () => {
  try {
    const missing = nginxMissing();
    if (missing) throw new Error(missing);
    source = await startSourceServer({ '/photos/sofa.jpg': { body: await makeJpeg(1200, 900, 5), type: 'image/jpeg' } });
    runDir = mkdtempSync(join(tmpdir(), 'more-cluster-images-'));
    cluster = await startStoreCluster({
      instances: 2,
      host: '127.0.0.1',
      port: await freePort(),
      runDir,
      distDir: webDist,
      logLevel: 'warn',
      instanceEnv: () => ({ STORE_IMAGE_ORIGINS: source.origin }),
    });
  } catch (error) {
    unavailable = error instanceof Error ? error : new Error(String(error));
  }
}, 120_000);

beforeEach(() => {
  if (unavailable) throw unavailable;
});

afterAll(async () => {
  await cluster?.stop();
  await source?.close();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

const ask = async (photo: string, width: number, headers: Record<string, string>) => {
  const answer = await fetch(`${cluster.url}/_image?url=${encodeURIComponent(`${source.origin}${photo}`)}&w=${width}`, { headers });
  return { status: answer.status, type: answer.headers.get('content-type'), cache: answer.headers.get('x-cache-status'), vary: answer.headers.get('vary'), body: Buffer.from(await answer.arrayBuffer()) };
};

describe('nginx in front of the image endpoint', () => {
  it('keeps a resized photo: the second ask is a HIT, the same bytes, nothing fetched again', async () => {
    const first = await ask('/photos/sofa.jpg', 320, { accept: CHROMIUM });
    expect([first.status, first.type, first.cache, first.vary]).toEqual([200, 'image/avif', 'MISS', 'Accept']);
    const second = await ask('/photos/sofa.jpg', 320, { accept: CHROMIUM });
    expect([second.status, second.type, second.cache]).toEqual([200, 'image/avif', 'HIT']);
    expect(second.body.equals(first.body)).toBe(true);
    expect(source.asked.get('/photos/sofa.jpg')).toBe(1);
  });

  it('keeps one copy per format: an AVIF ask and a JPEG ask get different types and bodies; another browser asking AVIF hits', async () => {
    const avif = await ask('/photos/sofa.jpg', 480, { accept: CHROMIUM });
    const jpeg = await ask('/photos/sofa.jpg', 480, { accept: '*/*' });
    expect([avif.type, jpeg.type]).toEqual(['image/avif', 'image/jpeg']);
    expect(jpeg.cache).toBe('MISS');
    expect(avif.body.equals(jpeg.body)).toBe(false);
    // Firefox's Accept differs from Chromium's but chooses the same format: the same key.
    expect(await ask('/photos/sofa.jpg', 480, { accept: FIREFOX })).toMatchObject({ type: 'image/avif', cache: 'HIT' });
    expect(await ask('/photos/sofa.jpg', 480, { accept: 'image/jpeg' })).toMatchObject({ type: 'image/jpeg', cache: 'HIT' });
    const webp = await ask('/photos/sofa.jpg', 480, { accept: OLD_SAFARI });
    expect([webp.type, webp.cache]).toEqual(['image/webp', 'MISS']);
    // AVIF refused with q=0: WebP, from the cache.
    expect(await ask('/photos/sofa.jpg', 480, { accept: 'image/avif;q=0,image/webp,*/*' })).toMatchObject({ type: 'image/webp', cache: 'HIT' });
  });

  it('serves a signed-in customer the same kept photo (no cookie or token reaches the endpoint)', async () => {
    await ask('/photos/sofa.jpg', 160, { accept: CHROMIUM });
    const customer = await ask('/photos/sofa.jpg', 160, { accept: CHROMIUM, cookie: 'more_session=abc; more_cart=1', authorization: 'Bearer abc' });
    expect([customer.status, customer.cache]).toEqual([200, 'HIT']);
  });

  it('keeps no refusal: a photo from another host is refused every time by an instance', async () => {
    const url = `${cluster.url}/_image?url=${encodeURIComponent('http://127.0.0.1:9/x.jpg')}&w=160`;
    for (let time = 0; time < 2; time += 1) {
      const answer = await fetch(url, { headers: { accept: CHROMIUM } });
      expect([answer.status, answer.headers.get('cache-control'), answer.headers.get('x-cache-status')]).toEqual([403, 'no-store', 'MISS']);
    }
  });
});
