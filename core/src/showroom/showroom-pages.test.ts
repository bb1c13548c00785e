import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { ActivityReminders, type ActivityReminderChoiceStore, MAX_REMINDERS, canRemind } from './activity-reminders';
import { InMemoryShowroomApi } from './fakes';
import type { Exhibition, ShowroomActivity, ShowroomMap, ShowroomNotice } from './showroom';
import {
  activitiesInArea,
  areaBySlug,
  exhibitionHead,
  exhibitionIdOf,
  exhibitionPath,
  roomHead,
  roomPath,
  showroomSlug,
} from './showroom-rooms';
import { ExhibitionReader, PARTNER_PRODUCTS_PER_PAGE, PartnerProducts, ShowroomMapSection, ShowroomNotices } from './showroom-sections';

const HOUR = 3_600_000;
const activity = (id: number, startsAt: number, areaName = 'Hall Ruang Keluarga'): ShowroomActivity => ({
  id,
  title: `Acara ${id}`,
  description: '',
  areaName,
  partnerId: null,
  imageUrl: 'https://img.test/a.svg',
  startsAt,
  endsAt: startsAt + HOUR,
});
const map: ShowroomMap = {
  imageUrl: 'https://img.test/map.svg',
  openingHours: 'Senin-Minggu 09:00-21:00',
  areas: [
    { id: 1, name: 'Galeri Kamar Tidur', description: 'Kasur dan ranjang.', position: { x: 22, y: 30 }, booths: [{ code: 'A-01', partnerId: 1, partnerName: 'Kasura', exhibitionId: 1 }] },
    { id: 2, name: 'Paviliun Ruang Makan & Dapur', description: 'Meja makan.', position: { x: 70, y: 28 }, booths: [] },
  ],
};
const exhibition: Exhibition = {
  id: 7,
  slug: 'pekan-tidur-nyenyak',
  title: 'Pekan Tidur Nyenyak Kasura',
  partner: { id: 1, name: 'Kasura Sleep Gallery', logoUrl: 'https://img.test/logo.svg' },
  areaName: 'Galeri Kamar Tidur',
  boothCode: 'A-01',
  imageUrl: 'https://img.test/cover.svg',
  paragraphs: ['Coba langsung berbagai tingkat kekerasan kasur.'],
  startsAt: Date.UTC(2026, 10, 20, 2),
  endsAt: Date.UTC(2026, 11, 5, 14),
  products: [aProduct({ id: 11 })],
};

class MemoryChoice implements ActivityReminderChoiceStore {
  constructor(public ids: readonly number[] = []) {}
  load(): readonly number[] {
    return this.ids;
  }
  save(ids: readonly number[]): void {
    this.ids = [...ids];
  }
}

describe('rooms of the map (/vr/{slug})', () => {
  it('finds an area by the slug of its name, and nothing for another slug', () => {
    expect(roomPath(map.areas[1]!)).toBe('/vr/paviliun-ruang-makan-dapur');
    expect(areaBySlug(map, 'paviliun-ruang-makan-dapur')?.id).toBe(2);
    expect(areaBySlug(map, 'ruang-rahasia')).toBeNull();
  });

  it('writes every slug as lower-case letters and digits joined by single hyphens, and finds every area by its own', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = showroomSlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(showroomSlug(slug)).toBe(slug);
      }),
    );
    for (const area of map.areas) expect(areaBySlug(map, roomPath(area).slice('/vr/'.length))).toBe(area);
  });

  it('lists the activities held in an area', () => {
    expect(activitiesInArea([activity(1, 0, 'Galeri Kamar Tidur'), activity(2, 0)], map.areas[0]!).map((a) => a.id)).toEqual([1]);
  });

  it('reads an exhibition id only as a whole number from 1', () => {
    expect(exhibitionIdOf('12')).toBe(12);
    for (const text of ['0', '-1', '01', '1.5', 'abc', '', undefined, '1e3', '12a']) expect(exhibitionIdOf(text)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(exhibitionIdOf(String(id))).toBe(id);
      }),
    );
  });
});

describe('heads', () => {
  it('titles an exhibition, describes its partner and period in WIB, and gives its trail and Event', () => {
    const head = exhibitionHead(exhibition, 'https://www.more.test', (ms) => `<day ${ms}>`);
    expect(head.title).toBe('Pekan Tidur Nyenyak Kasura | MOREVERSE MORE Furniture');
    expect(head.description).toContain('Kasura Sleep Gallery');
    expect(head.description).toContain(`<day ${exhibition.startsAt}> - <day ${exhibition.endsAt}>`);
    expect(head.description.length).toBeLessThanOrEqual(155);
    const [crumbs, event] = head.jsonLd;
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Beranda' }, { name: 'MOREVERSE', item: 'https://www.more.test/moreverse' }, { item: `https://www.more.test${exhibitionPath(7)}` }] });
    expect(event).toMatchObject({ '@type': 'ExhibitionEvent', startDate: '2026-11-20T02:00:00.000Z' });
  });

  it("titles a room by its area's name", () => {
    const head = roomHead(map.areas[0]!, 'https://www.more.test');
    expect(head.title).toBe('Galeri Kamar Tidur | MOREVERSE MORE Furniture');
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{}, {}, { item: 'https://www.more.test/vr/galeri-kamar-tidur' }] });
  });
});

describe('sections', () => {
  it('keeps a failure as a state, and the retry shows the answer', async () => {
    const api = new InMemoryShowroomApi({ map });
    api.failWith = new StoreFailure('server', 'GET moreverse/map', 'down', { status: 500 });
    const section = new ShowroomMapSection(api);
    await section.ensureLoaded();
    expect(section.current.status).toBe('failed');
    api.failWith = null;
    await section.load();
    expect(section.current).toEqual({ status: 'ready', value: map });
    await section.ensureLoaded();
    expect(api.calls).toEqual(['map', 'map']);
  });

  it('orders notices newest first', async () => {
    const notice = (id: number, createdAt: number): ShowroomNotice => ({ id, title: `N${id}`, message: '', activityId: null, imageUrl: '', createdAt });
    const section = new ShowroomNotices(new InMemoryShowroomApi({ notices: [notice(1, 5), notice(2, 9), notice(3, 7)] }));
    await section.ensureLoaded();
    expect(section.current.status === 'ready' && section.current.value.map((n) => n.id)).toEqual([2, 3, 1]);
  });

  it('opens an exhibition, and an unknown one fails as not-found', async () => {
    const reader = new ExhibitionReader(new InMemoryShowroomApi({ exhibitions: [exhibition] }));
    await reader.ensureOpen(7);
    expect(reader.current).toEqual({ status: 'ready', value: exhibition });
    await reader.ensureOpen(8);
    expect(reader.current.status === 'failed' && reader.current.failure.kind).toBe('not-found');
  });
});

describe('PartnerProducts', () => {
  const partner = { id: 3, name: 'Nusa Living', slug: 'nusa-living', description: '', logoUrl: '', boothCode: 'C-01', productCount: 10 };
  const products = Array.from({ length: PARTNER_PRODUCTS_PER_PAGE + 2 }, (_, index) => aProduct({ id: index + 1 }));

  it('opens the first page, appends the next with "Muat lagi", and stops at the last', async () => {
    const api = new InMemoryShowroomApi({ partners: [partner], productsByPartner: { 3: products } });
    const list = new PartnerProducts(api);
    await list.open(3);
    expect(list.current).toMatchObject({ partnerId: 3, status: 'ready', hasMore: true, total: products.length });
    expect(list.current.items).toHaveLength(PARTNER_PRODUCTS_PER_PAGE);
    await list.more();
    expect(list.current.items.map((p) => p.id)).toEqual(products.map((p) => p.id));
    expect(list.current.hasMore).toBe(false);
    await list.more();
    expect(api.calls).toEqual(['partnerProducts', 'partnerProducts']);
  });

  it('keeps what is shown when the next page fails, and asks the same page again', async () => {
    const api = new InMemoryShowroomApi({ partners: [partner], productsByPartner: { 3: products } });
    const list = new PartnerProducts(api);
    await list.open(3);
    api.failWith = new StoreFailure('network', 'GET uni/product/partner/{id}', 'offline');
    await list.more();
    expect(list.current).toMatchObject({ status: 'failed', page: 1 });
    expect(list.current.items).toHaveLength(PARTNER_PRODUCTS_PER_PAGE);
    api.failWith = null;
    await list.more();
    expect(list.current).toMatchObject({ status: 'ready', page: 2, hasMore: false });
  });

  it('drops an answer for a partner closed meanwhile', async () => {
    const list = new PartnerProducts(new InMemoryShowroomApi({ partners: [partner], productsByPartner: { 3: products } }));
    const opening = list.open(3);
    list.close();
    await opening;
    expect(list.current).toMatchObject({ partnerId: null, status: 'idle', items: [] });
  });
});

describe('ActivityReminders', () => {
  const now = 10 * HOUR;
  const coming = activity(1, 12 * HOUR);
  const running = activity(2, 9.5 * HOUR);
  const over = activity(3, 2 * HOUR);

  it('remembers the chosen activities on the device, and a fresh start reads them and their reminders', async () => {
    const api = new InMemoryShowroomApi({ activities: [coming, running, over] }, () => now);
    const store = new MemoryChoice();
    const reminders = new ActivityReminders(api, store);
    await reminders.start();
    expect(reminders.current).toEqual({ chosen: [], reminders: { status: 'ready', value: [] } });
    await reminders.toggle(coming, now);
    await reminders.toggle(running, now);
    expect(store.ids).toEqual([1, 2]);

    const afterReload = new ActivityReminders(api, store);
    await afterReload.start();
    expect(afterReload.current.chosen).toEqual([1, 2]);
    const shown = afterReload.current.reminders;
    expect(shown.status === 'ready' && shown.value.map((r) => [r.activityId, r.due])).toEqual([
      [2, true],
      [1, false],
    ]);
    await afterReload.toggle(coming, now);
    expect(store.ids).toEqual([2]);
  });

  it('never adds a finished activity', async () => {
    const store = new MemoryChoice();
    const reminders = new ActivityReminders(new InMemoryShowroomApi({ activities: [over] }, () => now), store);
    await reminders.toggle(over, now);
    expect(store.ids).toEqual([]);
    expect(canRemind(over, now)).toBe(false);
    expect(canRemind(coming, now)).toBe(true);
  });

  it('drops ids the server no longer knows, and keeps the choice when the server fails', async () => {
    const api = new InMemoryShowroomApi({ activities: [coming] }, () => now);
    const store = new MemoryChoice([1, 99]);
    const reminders = new ActivityReminders(api, store);
    api.failWith = new StoreFailure('network', 'GET moreverse/reminder', 'offline');
    await reminders.start();
    expect(reminders.current.chosen).toEqual([1, 99]);
    expect(reminders.current.reminders.status).toBe('failed');
    api.failWith = null;
    await reminders.retry();
    expect(reminders.current.chosen).toEqual([1]);
    expect(store.ids).toEqual([1]);
  });

  it('keeps only distinct whole ids from 1, at most 50, whatever the device holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.integer({ min: -5, max: 80 }), fc.double())), async (stored) => {
        const activities = Array.from({ length: 80 }, (_, index) => activity(index + 1, 12 * HOUR));
        const store = new MemoryChoice(stored);
        const reminders = new ActivityReminders(new InMemoryShowroomApi({ activities }, () => now), store);
        await reminders.start();
        const { chosen } = reminders.current;
        expect(new Set(chosen).size).toBe(chosen.length);
        expect(chosen.length).toBeLessThanOrEqual(MAX_REMINDERS);
        expect(chosen.every((id) => Number.isInteger(id) && id >= 1)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('survives a storage that throws', async () => {
    const broken: ActivityReminderChoiceStore = {
      load: () => {
        throw new Error('denied');
      },
      save: () => {
        throw new Error('full');
      },
    };
    const reminders = new ActivityReminders(new InMemoryShowroomApi({ activities: [coming] }, () => now), broken);
    await reminders.start();
    await reminders.toggle(coming, now);
    expect(reminders.current.chosen).toEqual([1]);
  });
});
