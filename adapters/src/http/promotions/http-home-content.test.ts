import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { pageHeadFor, StoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpHomeContentApi } from './http-home-content';
import { toBanner, toSiteSettings } from './promotions.mapper';

const BASE = 'http://store.test/api/';
const TOKEN = 'home-content-token';
const server = setupServer();
let mock: MockApi;
let token: string | null = null;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  mock = await createMockApi();
  await signIn(mock.db, DEMO_CUSTOMER.id, TOKEN, mock.clock.unixSeconds());
});
afterEach(() => {
  server.resetHandlers();
  token = null;
});
afterAll(() => server.close());

const home = () => {
  server.use(...mock.handlers);
  return new HttpHomeContentApi(createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token }));
};

describe('home content mapping (wire → core)', () => {
  const wire = { id: 3, title: 'Promo', type: 1, image_desktop_url: 'https://img.test/d.svg', image_mobile_url: 'https://img.test/m.svg' };

  it('reads type 1 as the top and any other type as the bottom (document 2)', () => {
    expect(toBanner({ ...wire, type: 1 }).position).toBe('top');
    expect(toBanner({ ...wire, type: 2 }).position).toBe('bottom');
    expect(toBanner({ ...wire, type: 0 }).position).toBe('bottom');
  });

  it('reads a missing or blank link_banner as no link (document 1 §2: "a no-op link if none")', () => {
    expect(toBanner({ ...wire, link_banner: '/category/ruang-tamu' }).link).toBe('/category/ruang-tamu');
    expect(toBanner({ ...wire, link_banner: '  ' }).link).toBeNull();
    expect(toBanner({ ...wire, link_banner: null }).link).toBeNull();
    expect(toBanner(wire).link).toBeNull();
  });

  it('names the settings by their ids 1-8, a missing id null and an unknown id ignored', () => {
    const settings = toSiteSettings([
      { id: 4, content: '@morefurniture.id', description: 'Instagram' },
      { id: 8, content: '6281130009000', description: 'WhatsApp' },
      { id: 42, content: 'lain', description: 'tidak dikenal' },
    ]);
    expect(settings.instagram).toEqual({ content: '@morefurniture.id', description: 'Instagram' });
    expect(settings.whatsappNumber?.content).toBe('6281130009000');
    expect(settings.facebook).toBeNull();
    expect(Object.keys(settings)).toHaveLength(8);
  });
});

describe('HttpHomeContentApi', () => {
  it('asks GET uni/banner with application=MORE and type 1 for the top, 2 for the bottom', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE}uni/banner`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: [] });
      }),
    );
    const api = new HttpHomeContentApi(createStoreApi({ baseUrl: BASE, retry: 0 }));
    await api.banners('top');
    await api.banners('bottom');
    expect(queries).toEqual(['?application=MORE&type=1', '?application=MORE&type=2']);
  });

  it('reads the mock\'s top and bottom banners', async () => {
    const api = home();
    const top = await api.banners('top');
    const bottom = await api.banners('bottom');
    expect(top.length).toBeGreaterThan(0);
    expect(bottom.length).toBeGreaterThan(0);
    expect(top.every((b) => b.position === 'top')).toBe(true);
    expect(bottom.every((b) => b.position === 'bottom')).toBe(true);
    expect(top.some((b) => b.link === null)).toBe(true);
  });

  it('reads the popup', async () => {
    const popups = await home().popups();
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ id: 1, link: '/promotion' });
  });

  it('reads every site setting for a logged-in customer, and fails as unauthorized for a guest', async () => {
    const api = home();
    token = TOKEN;
    const settings = await api.siteSettings();
    expect(Object.values(settings).every((setting) => setting !== null && setting.content !== '')).toBe(true);
    expect(settings.taglineTitle?.content).toBe('Furnitur Berkualitas untuk Setiap Sudut Rumah');
    token = null;
    const error: unknown = await api.siteSettings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFailure);
    expect((error as StoreFailure).kind).toBe('unauthorized');
    expect((error as StoreFailure).call).toBe('GET more/setting');
  });

  it('reads the highlighted inspirations', async () => {
    const highlights = await home().highlightedInspirations();
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights[0]!.metaTitle).toContain('MORE Furniture');
    expect(highlights[0]!.room.slug).not.toBe('');
  });

  it('reads the meta pages the page head is made from', async () => {
    const pages = await home().metaPages();
    expect(pageHeadFor(pages, 'Cart').title).toBe('Keranjang Belanja | MORE Furniture');
    expect(pageHeadFor(pages, 'Products', { tag: 'Sofa' }).title).toBe('Sofa | MORE Furniture');
  });
});
