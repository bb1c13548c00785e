import { createMockApi, type MockApi } from '@more/mock-server';
import { activityPhase, type StoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpShowroomApi } from './http-showroom-api';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  mock = await createMockApi();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const plainApi = () => new HttpShowroomApi(createStoreApi({ baseUrl: BASE, retry: 0 }));
const showroom = () => {
  server.use(...mock.handlers);
  return plainApi();
};

describe('HttpShowroomApi', () => {
  it('asks reminders as document 2 writes it, reminder?activities={ids}, each id once', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE}moreverse/reminder`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('activities') ?? '');
        return HttpResponse.json({ success: true, message: 'Berhasil', data: [] });
      }),
    );
    await plainApi().reminders([3, 1, 3]);
    expect(queries).toEqual(['3,1']);
  });

  it('asks nothing for no chosen activity', async () => {
    // No handler is installed: a request would fail the test (onUnhandledRequest: 'error').
    await expect(plainApi().reminders([])).resolves.toEqual([]);
  });

  it('reads the reminders of chosen activities from the mock', async () => {
    const api = showroom();
    const activities = await api.activities();
    const chosen = activities.slice(0, 2).map((a) => a.id);
    const reminders = await api.reminders(chosen);
    expect(reminders.map((r) => r.activityId).sort()).toEqual([...chosen].sort());
    for (const reminder of reminders) {
      expect(reminder.remindAt).toBe(reminder.startsAt - 30 * 60_000);
      expect(reminder.message).not.toBe('');
    }
  });

  it('reads the map, the partners and their products, and an exhibition', async () => {
    const api = showroom();
    const map = await api.map();
    const partners = await api.partners();
    expect(map.areas.flatMap((area) => area.booths).length).toBe(partners.length);
    const partner = partners[0]!;
    const products = await api.partnerProducts(partner.id, { perPage: 100 });
    expect(products.total).toBe(partner.productCount);
    const boothWithExhibition = map.areas.flatMap((area) => area.booths).find((booth) => booth.exhibitionId !== null)!;
    const exhibition = await api.exhibition(boothWithExhibition.exhibitionId!);
    expect(exhibition.partner.id).toBe(boothWithExhibition.partnerId);
    expect(exhibition.endsAt).toBeGreaterThan(exhibition.startsAt);
  });

  it('reads a partner\'s own site only over https, and a partner without one as without', async () => {
    const partners = await showroom().partners();
    expect(partners.filter((partner) => partner.websiteUrl).every((partner) => partner.websiteUrl!.startsWith('https://'))).toBe(true);
    expect(partners.some((partner) => partner.websiteUrl === undefined)).toBe(true);
    const wire = { id: 1, name: 'Mitra', slug: 'mitra', description: '', logo_url: 'https://img.test/l.svg', booth_code: 'A-01', product_count: 0 };
    const sites = ['https://mitra.test/toko', ' https://mitra.test/ ', 'http://mitra.test/', 'javascript:alert(1)', 'mitra.test', '', null];
    server.use(http.get(`${BASE}moreverse/mitra`, () => HttpResponse.json({ success: true, message: '', data: sites.map((site, id) => ({ ...wire, id: id + 1, website_url: site })) })));
    expect((await plainApi().partners()).map((partner) => partner.websiteUrl)).toEqual(['https://mitra.test/toko', 'https://mitra.test/', undefined, undefined, undefined, undefined, undefined]);
  });

  it('reads activities, notices, videos and catalogues', async () => {
    const api = showroom();
    const now = mock.clock.now();
    const activities = await api.activities();
    expect(activities.some((a) => activityPhase(a, now) === 'ongoing')).toBe(true);
    expect((await api.notices()).every((n) => n.createdAt <= now)).toBe(true);
    const videos = await api.videos();
    expect(videos.every((v) => v.durationSeconds > 0)).toBe(true);
    // The seed's videos play on YouTube, each on its own page (a link out); no file exists on its media.
    expect(videos.every((v) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(v.watchUrl ?? '') && v.fileUrl === null)).toBe(true);
    expect(new Set(videos.map((v) => v.watchUrl)).size).toBe(videos.length);
    const catalogues = await api.catalogues();
    expect(catalogues.some((c) => c.partnerId === null)).toBe(true);
    expect(catalogues.flatMap((c) => c.items).every((item) => item.priceText.startsWith('Rp'))).toBe(true);
  });

  it('fails as not-found for an unknown exhibition or partner', async () => {
    const api = showroom();
    expect(((await api.exhibition(999_999).catch((e: unknown) => e)) as StoreFailure).kind).toBe('not-found');
    expect(((await api.partnerProducts(999_999).catch((e: unknown) => e)) as StoreFailure).call).toBe('GET uni/product/partner/{id}');
  });
});
