import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryShowroomApi, REMINDER_LEAD_MS } from './fakes';
import type { ShowroomActivity, ShowroomPartner } from './showroom';

const HOUR = 3_600_000;
const activity = (id: number, startsAt: number): ShowroomActivity => ({
  id,
  title: `Acara ${id}`,
  description: '',
  areaName: 'Hall Utama',
  partnerId: null,
  imageUrl: 'https://img.test/a.svg',
  startsAt,
  endsAt: startsAt + HOUR,
});
const partner: ShowroomPartner = {
  id: 3,
  name: 'Kasura Sleep Gallery',
  slug: 'kasura-sleep-gallery',
  description: '',
  logoUrl: 'https://img.test/logo.svg',
  boothCode: 'A-01',
  productCount: 2,
};

describe('InMemoryShowroomApi', () => {
  it('makes reminders of the chosen, known activities, by start, due from 30 minutes before until the end', async () => {
    let now = 10 * HOUR;
    const api = new InMemoryShowroomApi({ activities: [activity(2, 12 * HOUR), activity(1, 10 * HOUR + 20 * 60_000), activity(3, 5 * HOUR)] }, () => now);
    const reminders = await api.reminders([2, 1, 99]);
    expect(reminders.map((r) => [r.activityId, r.due])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(reminders[1]!.remindAt).toBe(12 * HOUR - REMINDER_LEAD_MS);
    now = 12 * HOUR - REMINDER_LEAD_MS;
    expect((await api.reminders([2]))[0]!.due).toBe(true);
    now = 13 * HOUR;
    expect((await api.reminders([2]))[0]!.due).toBe(false);
  });

  it('answers a partner\'s products paged, and not-found for an unknown partner or exhibition', async () => {
    const api = new InMemoryShowroomApi({ partners: [partner], productsByPartner: { 3: [aProduct({ id: 1 }), aProduct({ id: 2 })] } });
    expect(await api.partnerProducts(3, { perPage: 1 })).toMatchObject({ total: 2, totalPages: 2, items: [{ id: 1 }] });
    await expect(api.partnerProducts(4)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/product/partner/{id}' });
    await expect(api.exhibition(1)).rejects.toMatchObject({ kind: 'not-found', call: 'GET moreverse/exhibition/{id}' });
  });

  it('finds an exhibition by id', async () => {
    const exhibition = {
      id: 5,
      slug: 'pekan-tidur-nyenyak',
      title: 'Pekan Tidur Nyenyak',
      partner: { id: 3, name: partner.name, logoUrl: partner.logoUrl },
      areaName: 'Galeri Kamar Tidur',
      boothCode: 'A-01',
      imageUrl: 'https://img.test/e.svg',
      paragraphs: [],
      startsAt: 0,
      endsAt: HOUR,
      products: [],
    };
    expect(await new InMemoryShowroomApi({ exhibitions: [exhibition] }).exhibition(5)).toBe(exhibition);
  });

  it('answers what it holds, and fails every call when told to', async () => {
    const api = new InMemoryShowroomApi();
    expect((await api.map()).openingHours).toBe('Senin-Minggu 09:00-21:00');
    expect(await api.partners()).toEqual([]);
    expect(await api.catalogues()).toEqual([]);
    expect(await api.videos()).toEqual([]);
    expect(await api.activities()).toEqual([]);
    expect(await api.notices()).toEqual([]);
    expect(await api.reminders([])).toEqual([]);
    api.failWith = new Error('offline');
    await expect(api.map()).rejects.toThrow('offline');
    expect(api.calls.at(-1)).toBe('map');
  });
});
