import type { SitemapEntry } from '@more/core';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PATH_PREFIXES } from '../src/app/routing/access';
import type { SitemapPart } from '../src/app/routing/search-engines';
import { searchEngineFiles } from './sitemap';

const origin = 'https://morefurniture.id';

const setUp = (read: (part: SitemapPart) => Promise<readonly SitemapEntry[]>) => {
  let clock = 0;
  const files = searchEngineFiles({ read, ttlMs: 60_000, now: () => clock, privatePrefixes: PRIVATE_PATH_PREFIXES });
  return { files, later: (ms: number) => (clock += ms) };
};

describe('the search engines’ files', () => {
  it('serves robots.txt naming the sitemap, and null for any other path', async () => {
    const { files } = setUp(() => Promise.resolve([]));
    const robots = await files('/robots.txt', origin);
    expect(robots?.body).toContain('Disallow: /profile\n');
    expect(robots?.body).toContain('Sitemap: https://morefurniture.id/sitemap.xml\n');
    expect(await files('/sitemap-unknown.xml', origin)).toBeNull();
    expect(await files('/artikel', origin)).toBeNull();
  });

  it('reads a part once per time-to-live, one read for concurrent asks', async () => {
    const reads: SitemapPart[] = [];
    const { files, later } = setUp((part) => {
      reads.push(part);
      return Promise.resolve([{ path: `/product/${reads.length}` }]);
    });
    const [first, second] = await Promise.all([files('/sitemap-products.xml', origin), files('/sitemap-products.xml', origin)]);
    expect(first?.body).toContain('<loc>https://morefurniture.id/product/1</loc>');
    expect(second?.body).toBe(first?.body);
    later(59_000);
    expect((await files('/sitemap-products.xml', origin))?.body).toContain('/product/1<');
    later(2_000);
    expect((await files('/sitemap-products.xml', origin))?.body).toContain('/product/2<');
    expect(reads).toEqual(['products', 'products']);
  });

  it('keeps the last good copy when the API fails, and answers 503 when there is none', async () => {
    let failing = false;
    const { files, later } = setUp(() => (failing ? Promise.reject(new Error('API down')) : Promise.resolve([{ path: '/artikel/a', lastModified: Date.UTC(2026, 10, 1) }])));
    expect((await files('/sitemap-articles.xml', origin))?.status).toBe(200);
    failing = true;
    later(120_000);
    const stale = await files('/sitemap-articles.xml', origin);
    expect(stale?.status).toBe(200);
    expect(stale?.body).toContain('/artikel/a');
    const none = await files('/sitemap-products.xml', origin);
    expect(none?.status).toBe(503);
    expect(none?.cacheControl).toBe('no-store');
    // The index names every part, dated by the newest entry of those read.
    const index = await files('/sitemap.xml', origin);
    expect(index?.body).toContain('<sitemap><loc>https://morefurniture.id/sitemap-articles.xml</loc><lastmod>2026-11-01T00:00:00Z</lastmod></sitemap>');
    expect(index?.body.match(/<sitemap>/g)).toHaveLength(5);
  });
});
