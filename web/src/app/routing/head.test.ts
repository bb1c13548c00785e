import { MetaPages, jsonLdText } from '@more/core';
import { InMemoryHomeContentApi } from '@more/core/testing';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyHeadTags, headTagsFor, headTagsHtml, validUrlPath } from './head';
import { findRoute } from './match';

const loadedMetaPages = async () => {
  const api = new InMemoryHomeContentApi({
    metaPages: [{ routeName: 'more-login', title: 'Masuk | MORE Furniture', description: 'Masuk ke akun Anda.', keywords: 'login' }],
  });
  const pages = new MetaPages(api);
  await pages.load();
  return pages;
};

describe('head tags', () => {
  it('"Page title and description come from the meta-pages list matched by route name"', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/login').route, '/login', '', 'https://toko.test');
    expect(tags.title).toBe('Masuk | MORE Furniture');
    expect(tags.description).toBe('Masuk ke akun Anda.');
    expect(tags.canonical).toBe('https://toko.test/login');
  });

  it('"with a default store title and description" for a route the list does not name', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/register').route, '/register', '', 'https://toko.test');
    expect(tags.title).toContain('MORE Furniture');
    expect(tags.description.length).toBeGreaterThan(20);
  });

  it('"With a tags query the title is the tag plus the brand"', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/').route, '/', 'tags=Sofa%20Minimalis', 'https://toko.test');
    expect(tags.title).toBe('Sofa Minimalis | MORE Furniture');
  });

  it("names a page's one canonical address when it answers at several (/portfolio/{slug} is /desain-interior/{slug})", async () => {
    const route = findRoute('/register').route;
    const own = { canonicalPath: '/desain-interior/rumah-japandi-di-citraland', title: 'Rumah Japandi | MORE Furniture' };
    const tags = headTagsFor(await loadedMetaPages(), route, '/portfolio/rumah-japandi-di-citraland', '?utm_source=ig', 'https://toko.test', own);
    expect(tags.canonical).toBe('https://toko.test/desain-interior/rumah-japandi-di-citraland');
    expect(headTagsHtml(tags)).toContain('<meta property="og:url" content="https://toko.test/desain-interior/rumah-japandi-di-citraland" />');
    expect(headTagsFor(await loadedMetaPages(), route, '/register', '', 'https://toko.test', { title: 'x' }).canonical).toBe('https://toko.test/register');
  });

  it('writes a valid URL as the canonical address of a path typed with raw brackets, the same as its encoded form', async () => {
    const raw = findRoute('/products/categories[]=1&colors[]=Putih');
    const tags = headTagsFor(await loadedMetaPages(), raw.route, '/products/categories[]=1&colors[]=Putih', '', 'https://toko.test');
    expect(tags.canonical).toBe('https://toko.test/products/categories%5B%5D=1&colors%5B%5D=Putih');
    expect(validUrlPath('/products/categories%5B%5D=1&q=meja+%26+kursi')).toBe('/products/categories%5B%5D=1&q=meja+%26+kursi');
    expect(validUrlPath('/find/50%|diskon')).toBe('/find/50%25%7Cdiskon');
  });

  it('PROPERTY: the canonical path holds only what a URL path allows, and a valid path stays as it is', () => {
    const pathCharacter = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const path = validUrlPath(`/${text}`);
        expect(path).toMatch(pathCharacter);
        expect(validUrlPath(path)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  it('titles /404 "Halaman Tidak di Temukan"', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/404').route, '/404', '', 'https://toko.test');
    expect(tags.title).toBe('Halaman Tidak di Temukan | MORE Furniture');
  });

  it('escapes what it writes into HTML and carries Open Graph', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/').route, '/', 'tags=%3C%2Ftitle%3E%3Cscript%3E', 'https://toko.test');
    const html = headTagsHtml(tags);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('<meta property="og:url" content="https://toko.test/" />');
    expect(html).toContain('<link rel="canonical" href="https://toko.test/" />');
  });

  it('lets a route give its own title, photo and JSON-LD (a product page), written as data the CSP allows', async () => {
    const jsonLd = jsonLdText({ '@type': 'Product', name: '</script><script>x' });
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/').route, '/product/a', '', 'https://toko.test', {
      title: 'Sofa | MORE Furniture',
      ogType: 'product',
      ogImage: 'https://img/1.jpg',
      jsonLd,
    });
    const html = headTagsHtml(tags);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="https://img/1.jpg" />');
    expect(html).toContain(`<script type="application/ld+json">${jsonLd}</script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('applies and removes the product tags in the live document', async () => {
    const base = headTagsFor(await loadedMetaPages(), findRoute('/').route, '/', '', 'https://toko.test');
    applyHeadTags({ ...base, ogType: 'product', ogImage: 'https://img/1.jpg', jsonLd: '{"a":1}' });
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"a":1}');
    applyHeadTags(base);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('preloads the images of the first paint from the server\'s head, each for its media, and leaves them to the page after a navigation', async () => {
    const tags = headTagsFor(await loadedMetaPages(), findRoute('/').route, '/', '', 'https://toko.test', {
      firstPaintImages: [
        { href: 'https://img/banner-mobile/1.svg', media: '(max-width: 550px)' },
        { href: 'https://img/banner/1.svg?a=1&b="2"', media: '(min-width: 551px)' },
      ],
    });
    const html = headTagsHtml(tags);
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="https://img/banner-mobile/1.svg" media="(max-width: 550px)" />');
    expect(html).toContain('href="https://img/banner/1.svg?a=1&amp;b=&quot;2&quot;" media="(min-width: 551px)"');
    // Before the title: the first thing the browser reads asks for the largest paint.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<title>'));
    applyHeadTags(tags);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
