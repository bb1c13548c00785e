import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, escapeXml, sitemapIndexXml, urlSetXml } from './sitemap-xml';

// The sitemaps.org protocol: "Your Sitemap must be UTF-8 encoded … entity escape" the characters & ' " < >,
// and "Sitemap files … no more than 50,000 URLs".
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap files', () => {
  it('writes a urlset of absolute addresses with lastmod in W3C date-time', () => {
    const xml = urlSetXml('https://morefurniture.id/', [{ path: '/artikel/a', lastModified: Date.UTC(2026, 10, 20, 3, 4, 5) }, { path: '/products' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://morefurniture.id/artikel/a</loc><lastmod>2026-11-20T03:04:05Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://morefurniture.id/products</loc></url>');
  });

  it('lists each address once and never more than 50,000', () => {
    expect(locs(urlSetXml('https://s.id', [{ path: '/a' }, { path: '/a' }, { path: '/b' }]))).toEqual(['https://s.id/a', 'https://s.id/b']);
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, index) => ({ path: `/product/p-${index}` }));
    expect(locs(urlSetXml('https://s.id', many))).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('escapes what XML would read as markup, for any path', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), (paths) => {
        const xml = urlSetXml('https://s.id', paths.map((path) => ({ path: `/${path}` })));
        const body = xml.replace(/<\/?(urlset|url|loc|lastmod)[^>]*>|<\?xml[^>]*\?>/g, '');
        // Once the protocol's own tags are gone, no markup character is left raw, and every & starts an entity.
        expect(body).not.toMatch(/[<>"']/);
        expect(body.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
        expect(locs(xml).map((loc) => loc!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'))).toEqual(
          [...new Set(paths.map((path) => `/${path}`))].map((path) => `https://s.id${path}`),
        );
      }),
    );
  });

  it('names the parts in an index', () => {
    const xml = sitemapIndexXml('https://s.id', [{ path: '/sitemap-pages.xml' }, { path: '/sitemap-articles.xml', lastModified: Date.UTC(2026, 0, 2) }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://s.id/sitemap-pages.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://s.id/sitemap-articles.xml</loc><lastmod>2026-01-02T00:00:00Z</lastmod></sitemap>');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
