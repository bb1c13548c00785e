import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { PRIVATE_PATH_PREFIXES, isPrivatePath } from '../../web/src/app/routing/access';
import { SITEMAP_PARTS, sitemapPartPath } from '../../web/src/app/routing/search-engines';
import { describe, expect, test } from './harness/fixtures';

/**
 * Issue 23, point 6: "sitemap.xml (a sitemap index with parts for pages,
 * products, categories, articles and inspirations, read from the API, cached,
 * valid against the sitemaps.org schema) and robots.txt naming it; private
 * pages stay disallowed." Point 8: "the sitemap lists a product and an article
 * that exist and no private page."
 */

const schemas = join(import.meta.dirname, '..', 'fixtures', 'sitemaps');
const schema = (name: string) => readFileSync(join(schemas, name), 'utf8');

const valid = async (xml: string, xsd: string, fileName: string) => {
  const result = await validateXML({ xml: [{ fileName, contents: xml }], schema: [schema(xsd)] });
  return result.errors.map((error) => error.message);
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

const get = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() };
};

describe('robots.txt and the sitemap', () => {
  test('robots.txt disallows every private page and names the sitemap by its absolute address', async ({ store }) => {
    const robots = await get(`${store.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/profile', '/checkout', '/cart', '/invoice', '/plain-menu', '/omnitracking/']) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${store.url}/sitemap.xml`);
  });

  test('a private page, a shipment\'s tracking page included, answers X-Robots-Tag: noindex; a public page and the tracking form do not', async ({ store }) => {
    const robotsTag = async (path: string) => (await fetch(`${store.url}${path}`)).headers.get('x-robots-tag');
    // A shipment's page names its customer's first name, city and items; its order numbers follow each other.
    expect(await robotsTag('/omnitracking/JNE0042115112026')).toBe('noindex');
    expect(await robotsTag('/profile/orders')).toBe('noindex');
    expect(await robotsTag('/omnitracking')).toBeNull();
    expect(await robotsTag('/')).toBeNull();
    expect(await robotsTag('/product/ranjang-klasik-sagara-laci-sorong')).toBeNull();
  });

  test('the index names five parts, each valid against the sitemaps.org schema', async ({ store }) => {
    const index = await get(`${store.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(await valid(index.body, 'siteindex.xsd', 'sitemap.xml')).toEqual([]);
    expect(locs(index.body)).toEqual(SITEMAP_PARTS.map((part) => `${store.url}${sitemapPartPath(part)}`));
    for (const part of SITEMAP_PARTS) {
      const file = await get(`${store.url}${sitemapPartPath(part)}`);
      expect(file.status, part).toBe(200);
      expect(file.cache).toMatch(/^public, max-age=\d+/);
      expect(await valid(file.body, 'sitemap.xsd', `sitemap-${part}.xml`), part).toEqual([]);
      expect(locs(file.body).length, `${part} lists addresses`).toBeGreaterThan(0);
    }
  });

  test('lists a product and an article that exist, the store pages, and no private page', async ({ store }) => {
    const parts = await Promise.all(SITEMAP_PARTS.map(async (part) => locs((await get(`${store.url}${sitemapPartPath(part)}`)).body).map((loc) => new URL(loc).pathname)));
    const paths = parts.flat();
    expect(paths.filter(isPrivatePath)).toEqual([]);
    expect(paths).not.toContain('/404');
    for (const page of ['/', '/products', '/artikel', '/desain-interior', '/promotion']) expect(paths).toContain(page);

    // Every product of the API's first page is listed, and its page answers.
    const { data: products } = (await (await fetch(`${store.url}/api/uni/product?per_page=100`)).json()) as { data: { data: { slug: string; bundling: number }[]; total: number } };
    const productPaths = parts[SITEMAP_PARTS.indexOf('products')]!;
    expect(productPaths).toHaveLength(products.total);
    expect(productPaths.every((path) => /^\/(product|bundle)\/[^/]+$/.test(path))).toBe(true);
    const product = products.data.find((candidate) => candidate.bundling !== 1)!;
    expect(paths).toContain(`/product/${product.slug}`);
    expect((await get(`${store.url}/product/${product.slug}`)).status).toBe(200);

    const article = paths.find((path) => /^\/artikel\/(?!category\/)[^/]+$/.test(path))!;
    expect(article).toBeDefined();
    const articlePage = await get(`${store.url}${article}`);
    expect(articlePage.status).toBe(200);
    expect(articlePage.body).toContain('<h1');

    // A sample of every part answers 200 where it points (an address of the sitemap that 404s costs the store its ranking).
    for (const path of [...new Set(paths)].filter((_, index) => index % 7 === 0)) expect((await get(`${store.url}${path}`)).status, path).toBe(200);
    expect(PRIVATE_PATH_PREFIXES.length).toBeGreaterThan(5);
  });
});
