import {
  activityReminderListWire,
  exhibitionWire,
  partnerProductsWire,
  showroomActivityListWire,
  showroomCatalogueListWire,
  showroomMapWire,
  showroomNoticeListWire,
  showroomPartnerListWire,
  showroomVideoListWire,
} from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';

const MINUTE_MS = 60_000;
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
});

const get = (path: string) => requestMock(api, { path });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
const reminders = async (query: string) => activityReminderListWire.parse(dataOf(await get(`moreverse/reminder?${query}`)));

describe('GET moreverse/reminder', () => {
  it('answers the reminders of the chosen activities, by start, leaving out ids it does not have', async () => {
    const activities = api.db.showroomActivities.all();
    const [a, b] = [activities[1]!, activities[2]!];
    const answer = await reminders(`activities=${b.id},999,${a.id}`);
    expect(answer.map((r) => r.activity_id)).toEqual([a, b].sort((x, y) => x.startAt - y.startAt).map((x) => x.id));
    for (const reminder of answer) expect(Date.parse(reminder.remind_at)).toBe(Date.parse(reminder.start_at) - 30 * MINUTE_MS);
  });

  it('takes the ids as a list too (activities[]=…)', async () => {
    const ids = api.db.showroomActivities.all().slice(0, 3).map((x) => x.id);
    expect((await reminders(ids.map((id) => `activities[]=${id}`).join('&'))).map((r) => r.activity_id).sort()).toEqual(ids.sort());
  });

  it('is due from 30 minutes before the start until the end, and says where the activity stands', async () => {
    const activity = api.db.showroomActivities.all().find((x) => x.startAt > api.clock.unixSeconds() + 3600)!;
    const one = async () => (await reminders(`activities=${activity.id}`))[0]!;
    expect(await one()).toMatchObject({ is_due: false });
    expect((await one()).message).toContain('Kami akan mengingatkan 30 menit sebelumnya');
    api.clock.set((activity.startAt - 20 * 60) * 1000);
    expect(await one()).toMatchObject({ is_due: true, message: `${activity.title} dimulai dalam 20 menit. Jangan sampai terlewat!` });
    api.clock.set((activity.startAt + 60) * 1000);
    expect((await one()).message).toContain('sedang berlangsung');
    api.clock.set(activity.endAt * 1000);
    expect(await one()).toMatchObject({ is_due: false, message: `${activity.title} telah berakhir.` });
  });

  it.each([
    ['', 'activities', 'activities wajib diisi'],
    ['activities=', 'activities', 'activities minimal 1'],
    ['activities=abc', 'activities.0', 'format activities.0 tidak valid'],
    ['activities=1,0', 'activities.1', 'format activities.1 tidak valid'],
  ])('refuses "%s" with 422 in Indonesian', async (query, field, reason) => {
    const answer = await get(`moreverse/reminder?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, errors: { [field]: [reason] } });
  });
});

describe('GET moreverse/map and moreverse/mitra', () => {
  it('places every partner at a booth, pointing at its running or coming exhibition', async () => {
    const map = showroomMapWire.parse(dataOf(await get('moreverse/map')));
    expect(map.opening_hours).toBe('Senin-Minggu 09:00-21:00');
    const booths = map.areas.flatMap((area) => area.booths);
    const partners = showroomPartnerListWire.parse(dataOf(await get('moreverse/mitra')));
    expect(booths.map((b) => b.mitra_id).sort()).toEqual(partners.map((p) => p.id).sort());
    const now = api.clock.unixSeconds();
    for (const booth of booths) {
      const exhibition = api.db.exhibitions.findFirst((q) => q.where({ id: booth.exhibition_id! }))!;
      expect(exhibition.partnerId).toBe(booth.mitra_id);
      expect(exhibition.endAt).toBeGreaterThan(now);
    }
  });

  it('counts each partner\'s products as uni/product/partner/{id} lists them', async () => {
    const partners = showroomPartnerListWire.parse(dataOf(await get('moreverse/mitra')));
    for (const partner of partners) {
      const page = partnerProductsWire.parse(dataOf(await get(`uni/product/partner/${partner.id}?per_page=100`)));
      expect(page.total).toBe(partner.product_count);
      expect(page.total).toBeGreaterThan(0);
    }
  });
});

describe('GET uni/product/partner/{id}', () => {
  it('pages a partner\'s products as product cards', async () => {
    const partner = api.db.showroomPartners.all()[0]!;
    const page = partnerProductsWire.parse(dataOf(await get(`uni/product/partner/${partner.id}?per_page=5&page=2`)));
    expect(page).toMatchObject({ page: 2, per_page: 5 });
    expect(page.data.map((p) => p.id)).toEqual(partner.productIds.slice(5, 10));
  });

  it('answers 404 for an unknown partner and 422 for a bad page', async () => {
    const answer = await get('uni/product/partner/999999');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Mitra tidak ditemukan' });
    expect((await get('uni/product/partner/1?per_page=0')).status).toBe(422);
  });
});

describe('GET moreverse/exhibition/{id}', () => {
  it('answers an exhibition with its partner and products', async () => {
    const record = api.db.exhibitions.all()[0]!;
    const exhibition = exhibitionWire.parse(dataOf(await get(`moreverse/exhibition/${record.id}`)));
    expect(exhibition).toMatchObject({ id: record.id, title: record.title, mitra: { id: record.partnerId } });
    expect(exhibition.products.map((p) => p.id)).toEqual(record.productIds);
  });

  it.each(['999999', 'pameran', '0'])('answers 404 for %s', async (id) => {
    expect((await get(`moreverse/exhibition/${id}`)).status).toBe(404);
  });
});

describe('activities, notices, videos and catalogues', () => {
  it('lists activities not ended first, soonest first, then the ended ones', async () => {
    const list = showroomActivityListWire.parse(dataOf(await get('moreverse/activities')));
    const now = api.clock.now();
    const ended = list.findIndex((a) => Date.parse(a.end_at) <= now);
    expect(ended).toBeGreaterThan(0);
    const open = list.slice(0, ended).map((a) => Date.parse(a.start_at));
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(list.slice(ended).every((a) => Date.parse(a.end_at) <= now)).toBe(true);
    expect(list.some((a) => Date.parse(a.start_at) <= now && now < Date.parse(a.end_at))).toBe(true);
  });

  it('shows notices newest first, a scheduled one only from its time', async () => {
    const scheduled = api.db.showroomNotices.all().find((n) => n.createdAt > api.clock.unixSeconds())!;
    const first = showroomNoticeListWire.parse(dataOf(await get('moreverse/notif')));
    expect(first.map((n) => n.id)).not.toContain(scheduled.id);
    const times = first.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    api.clock.set(scheduled.createdAt * 1000);
    expect(showroomNoticeListWire.parse(dataOf(await get('moreverse/notif')))[0]!.id).toBe(scheduled.id);
  });

  it('answers videos with thumbnails of its own host, and catalogues as priced item lists', async () => {
    const videos = showroomVideoListWire.parse(dataOf(await get('moreverse/video')));
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video.thumbnail_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/video\//);
    // Each links to its own video (a watch page with an 11-character id), never to the channel.
    for (const video of videos) expect(video.watch_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(new Set(videos.map((video) => video.watch_url)).size).toBe(videos.length);
    // A file is served from the store's own media origin when a video has one.
    const [first] = api.db.showroomVideos.all();
    await api.db.showroomVideos.update((q) => q.where({ id: first!.id }), {
      data(record) {
        record.filePath = 'video/tur-virtual.mp4';
      },
    });
    const withFile = showroomVideoListWire.parse(dataOf(await get('moreverse/video'))).find((video) => video.id === first!.id)!;
    expect(withFile.file_url).toBe('http://127.0.0.1:5173/media/video/tur-virtual.mp4');
    const catalogues = showroomCatalogueListWire.parse(dataOf(await get('moreverse/catalogue')));
    expect(catalogues.length).toBeGreaterThan(0);
    for (const item of catalogues.flatMap((c) => c.items)) expect(item.price_rp).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
  });
});
