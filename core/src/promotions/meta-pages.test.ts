import { describe, expect, it } from 'vitest';
import { InMemoryHomeContentApi } from './fakes';
import { defaultPageHead, type MetaPage, STORE_BRAND } from './meta-page';
import { MetaPages } from './meta-pages';

const pages: MetaPage[] = [
  { routeName: 'Home', title: 'MORE Furniture: Furnitur Rumah', description: 'Beranda MORE', keywords: 'furnitur' },
  { routeName: 'Cart', title: 'Keranjang Belanja', description: 'Isi keranjang', keywords: 'keranjang' },
];

const setup = () => {
  const api = new InMemoryHomeContentApi({ metaPages: pages });
  return { api, metaPages: new MetaPages(api) };
};

describe('meta pages (document 1 §2: "Page title and description come from the meta-pages list matched by route name")', () => {
  it('reads the list once (GET uni/page) and heads each route with its page', async () => {
    const { api, metaPages } = setup();
    await Promise.all([metaPages.ensureLoaded(), metaPages.ensureLoaded()]);
    await metaPages.ensureLoaded();
    expect(api.calls).toEqual(['metaPages']);
    expect(metaPages.current).toEqual({ status: 'ready', value: pages });
    expect(metaPages.headFor('Cart')).toEqual({ title: 'Keranjang Belanja', description: 'Isi keranjang', keywords: 'keranjang' });
    expect(metaPages.headFor('ProductDetail')).toEqual(defaultPageHead);
  });

  it('"With a tags query the title is the tag plus the brand"', async () => {
    const { metaPages } = setup();
    await metaPages.load();
    expect(metaPages.headFor('Home', 'Sofa Minimalis').title).toBe(`Sofa Minimalis | ${STORE_BRAND}`);
    expect(metaPages.headFor('Home', null).title).toBe('MORE Furniture: Furnitur Rumah');
  });

  it('heads every page with the store\'s defaults until the list is here, and when it failed', async () => {
    const { api, metaPages } = setup();
    expect(metaPages.headFor('Cart')).toEqual(defaultPageHead);
    api.failWith = new Error('offline');
    await metaPages.load();
    expect(metaPages.current).toMatchObject({ status: 'failed', failure: { call: 'GET uni/page' } });
    expect(metaPages.headFor('Cart')).toEqual(defaultPageHead);
    expect(metaPages.headFor('Cart', 'Rak Buku').title).toBe(`Rak Buku | ${STORE_BRAND}`);
  });

  it('load always asks again', async () => {
    const { api, metaPages } = setup();
    const seen: string[] = [];
    metaPages.state$.subscribe((state) => seen.push(state.status));
    await metaPages.load();
    await metaPages.load();
    expect(api.calls).toEqual(['metaPages', 'metaPages']);
    expect(seen).toEqual(['idle', 'loading', 'ready', 'loading', 'ready']);
  });
});
