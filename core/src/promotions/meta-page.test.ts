import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPageHead, type MetaPage, pageHeadFor, STORE_BRAND } from './meta-page';

const pages: MetaPage[] = [
  { routeName: 'Home', title: 'MORE Furniture: Furnitur Rumah', description: 'Beranda', keywords: 'furnitur' },
  { routeName: 'Products', title: 'Semua Produk', description: 'Daftar produk', keywords: 'sofa, meja' },
  { routeName: 'Cart', title: '  ', description: '', keywords: '' },
];

// Document 1 §2: "Page title and description come from the meta-pages list matched by route name,
// with a default store title and description. With a tags query the title is the tag plus the brand."
describe('pageHeadFor', () => {
  it('takes the meta page of the route name', () => {
    expect(pageHeadFor(pages, 'Products')).toEqual({ title: 'Semua Produk', description: 'Daftar produk', keywords: 'sofa, meja' });
  });

  it('falls back to the store defaults for a route without a page, and for empty fields', () => {
    expect(pageHeadFor(pages, 'ProductDetail')).toEqual(defaultPageHead);
    expect(pageHeadFor(pages, 'Cart')).toEqual(defaultPageHead);
    expect(pageHeadFor([], 'Home')).toEqual(defaultPageHead);
  });

  it('matches the route name exactly (Products is not products)', () => {
    expect(pageHeadFor(pages, 'products')).toEqual(defaultPageHead);
  });

  it('titles a page with a tags query as the tag plus the brand', () => {
    expect(pageHeadFor(pages, 'Products', { tag: 'Sofa Minimalis' })).toEqual({
      title: `Sofa Minimalis | ${STORE_BRAND}`,
      description: 'Daftar produk',
      keywords: 'sofa, meja',
    });
    expect(pageHeadFor(pages, 'Products', { tag: '   ' }).title).toBe('Semua Produk');
    expect(pageHeadFor(pages, 'Products', { tag: null }).title).toBe('Semua Produk');
  });

  it('always gives a title and a description, whatever the list and route', () => {
    const page = fc.record({ routeName: fc.string(), title: fc.string(), description: fc.string(), keywords: fc.string() });
    fc.assert(
      fc.property(fc.array(page), fc.string(), fc.option(fc.string()), (list, route, tag) => {
        const head = pageHeadFor(list, route, { tag });
        expect(head.title.trim()).not.toBe('');
        expect(head.description.trim()).not.toBe('');
      }),
    );
  });
});
