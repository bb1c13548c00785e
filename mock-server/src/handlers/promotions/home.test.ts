import { bannerListWire, inspirationHighlightListWire, metaPageListWire, popupListWire, siteSettingListWire } from '@more/adapters/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

const TOKEN = 'home-token';
let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
});

const get = (path: string, token?: string) => requestMock(api, { path, ...(token ? { token } : {}) });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;

describe('GET uni/banner', () => {
  it('answers the top banners for type=1 (document 2: "type 1 is top")', async () => {
    const answer = await get('uni/banner?application=MORE&type=1');
    expect(answer.status).toBe(200);
    const banners = bannerListWire.parse(dataOf(answer));
    expect(banners.length).toBeGreaterThanOrEqual(2);
    expect(banners.every((banner) => banner.type === 1)).toBe(true);
    const expected = api.db.banners.all().filter((b) => b.active && b.position === 'top');
    expect(banners.map((b) => b.id)).toEqual(expected.sort((a, b) => a.sort - b.sort).map((b) => b.id));
  });

  it.each(['2', '0', 'bawah', '11'])('answers the bottom banners for type=%s ("other is bottom")', async (type) => {
    const banners = bannerListWire.parse(dataOf(await get(`uni/banner?application=MORE&type=${type}`)));
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((banner) => banner.type === 2)).toBe(true);
  });

  it('answers both, each with its type, when no type is asked; never an inactive banner', async () => {
    const banners = bannerListWire.parse(dataOf(await get('uni/banner?application=MORE')));
    expect(new Set(banners.map((b) => b.type))).toEqual(new Set([1, 2]));
    const inactive = api.db.banners.all().filter((b) => !b.active).map((b) => b.id);
    expect(inactive.length).toBeGreaterThan(0);
    expect(banners.filter((b) => inactive.includes(b.id))).toEqual([]);
  });

  it('links banners to paths of the store and draws their images on the mock\'s own host', async () => {
    const banners = bannerListWire.parse(dataOf(await get('uni/banner?application=MORE')));
    for (const banner of banners) {
      expect(banner.link_banner === null || banner.link_banner!.startsWith('/')).toBe(true);
      expect(banner.image_desktop_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/banner\//);
      expect(banner.image_mobile_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/banner-mobile\//);
    }
  });

  it.each([
    ['uni/banner?type=1', 'application wajib diisi'],
    ['uni/banner?application=WEB&type=1', 'application harus salah satu dari: MORE'],
    ['uni/popup', 'application wajib diisi'],
    ['uni/popup?application=more', 'application harus salah satu dari: MORE'],
  ])('requires application=MORE: %s is refused with 422', async (path, reason) => {
    const answer = await get(path);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: 'Data yang dikirim tidak valid', errors: { application: [reason] } });
  });
});

describe('GET uni/popup', () => {
  it('answers the active popups with an image of its own host and a store link', async () => {
    const popups = popupListWire.parse(dataOf(await get('uni/popup?application=MORE')));
    expect(popups.map((p) => p.id)).toEqual(api.db.popups.all().filter((p) => p.active).map((p) => p.id));
    expect(popups[0]!.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/square\//);
  });
});

describe('GET more/setting', () => {
  it('answers 401 without a token (document 2 §6: more/ needs a logged-in user)', async () => {
    const answer = await get('more/setting');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false });
  });

  it('answers settings 1 to 8, each with content and description', async () => {
    const settings = siteSettingListWire.parse(dataOf(await get('more/setting', TOKEN)));
    expect(settings.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const setting of settings) {
      expect(setting.content.trim()).not.toBe('');
      expect(setting.description.trim()).not.toBe('');
    }
    expect(settings.map((s) => s.name)).toEqual(['tagline_title', 'tagline_description', 'facebook', 'instagram', 'tiktok', 'youtube', 'email', 'whatsapp']);
  });

  it('holds no external address: social entries are handles and names, the email on .test, the number digits', async () => {
    const settings = siteSettingListWire.parse(dataOf(await get('more/setting', TOKEN)));
    for (const setting of settings) expect(setting.content).not.toMatch(/https?:|www\.|\.com\b/);
    expect(settings.find((s) => s.id === 4)!.content).toMatch(/^@/);
    expect(settings.find((s) => s.id === 7)!.content).toMatch(/@more\.test$/);
    expect(settings.find((s) => s.id === 8)!.content).toMatch(/^62\d{8,12}$/);
  });
});

describe('GET uni/inspiration/highlight', () => {
  it('answers the highlighted inspirations in their order', async () => {
    const list = inspirationHighlightListWire.parse(dataOf(await get('uni/inspiration/highlight')));
    const expected = api.db.inspirations
      .all()
      .filter((i) => i.highlightOrder !== null)
      .sort((a, b) => a.highlightOrder! - b.highlightOrder!)
      .map((i) => i.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(list.map((i) => i.id)).toEqual(expected);
  });
});

describe('GET uni/page', () => {
  it('answers a meta page for each named route of document 1, by route name', async () => {
    const pages = metaPageListWire.parse(dataOf(await get('uni/page')));
    const slugs = pages.map((p) => p.slug);
    for (const route of ['Home', 'Products', 'ProductDetail', 'Cart', 'more-login']) expect(slugs).toContain(route);
    for (const page of pages) expect(page.meta_title?.trim()).not.toBe('');
  });
});
