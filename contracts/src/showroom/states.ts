import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

const DAY = 24 * 60 * 60;

const nextId = (records: readonly { id: number }[]) => records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
const someProductIds = (api: MockApi, count: number) => api.db.products.all().slice(0, count).map((p) => p.id);

/** A partner with id `id` at a booth of an area, with products the catalogue has. */
const ensurePartner = async (api: MockApi, id: number) => {
  const existing = api.db.showroomPartners.findFirst((q) => q.where({ id }));
  if (!existing || !existing.productIds.some((pid) => api.db.products.findFirst((q) => q.where({ id: pid })))) {
    api.db.showroomPartners.deleteMany((q) => q.where({ id }));
    await api.db.showroomPartners.create({
      id,
      name: `Mitra MOREVERSE ${id}`,
      slug: `mitra-moreverse-${id}`,
      description: 'Mitra pameran MOREVERSE.',
      boothCode: `Z-${String(id).padStart(2, '0')}`,
      productIds: someProductIds(api, 6),
    });
  }
  const partner = api.db.showroomPartners.findFirst((q) => q.where({ id }))!;
  const placed = api.db.showroomAreas.all().some((area) => area.booths.some((booth) => booth.partnerId === id));
  if (!placed) {
    await api.db.showroomAreas.create({
      id: nextId(api.db.showroomAreas.all()),
      name: 'Hall Tambahan',
      description: 'Area pameran tambahan.',
      x: 50,
      y: 50,
      booths: [{ code: partner.boothCode, partnerId: id }],
    });
  }
  return partner;
};

/** An exhibition with id `id`, running now, with products; its partner at a booth. */
const ensureExhibition = async (api: MockApi, id: number, partnerId?: number) => {
  const now = api.clock.unixSeconds();
  const existing = api.db.exhibitions.findFirst((q) => q.where({ id }));
  if (existing && existing.endAt > now && existing.productIds.some((pid) => api.db.products.findFirst((q) => q.where({ id: pid })))) {
    await ensurePartner(api, existing.partnerId);
    return;
  }
  api.db.exhibitions.deleteMany((q) => q.where({ id }));
  const partner = await ensurePartner(api, partnerId ?? api.db.showroomPartners.all()[0]?.id ?? 1);
  const area = api.db.showroomAreas.all().find((a) => a.booths.some((b) => b.partnerId === partner.id))!;
  await api.db.exhibitions.create({
    id,
    slug: `pameran-${id}`,
    title: `Pameran ${partner.name}`,
    partnerId: partner.id,
    areaId: area.id,
    paragraphs: ['Koleksi terbaru mitra kami.'],
    productIds: partner.productIds.slice(0, 4),
    startAt: now - DAY,
    endAt: now + 10 * DAY,
  });
};

/** An activity with id `id`, coming tomorrow at 19:00-20:00 by the provider's clock. */
const ensureActivity = async (api: MockApi, id: number) => {
  if (api.db.showroomActivities.findFirst((q) => q.where({ id }))) return;
  const start = api.clock.unixSeconds() + DAY;
  await api.db.showroomActivities.create({
    id,
    title: `Acara MOREVERSE ${id}`,
    description: 'Acara langsung di MOREVERSE.',
    areaId: api.db.showroomAreas.all()[0]?.id ?? 1,
    partnerId: null,
    startAt: start,
    endAt: start + 3600,
  });
};

/** Provider states the showroom interactions name. */
export const showroomStates: ProviderStates = {
  /** Partners stand at booths of the map's areas, each booth with a running or coming exhibition. */
  'the showroom has partners at booths': async (api) => {
    if (api.db.showroomPartners.count() === 0) await ensurePartner(api, 1);
    const now = api.clock.unixSeconds();
    for (const booth of api.db.showroomAreas.all().flatMap((area) => area.booths)) {
      if (!api.db.showroomPartners.findFirst((q) => q.where({ id: booth.partnerId }))) continue;
      if (api.db.exhibitions.all().some((e) => e.partnerId === booth.partnerId && e.endAt > now)) continue;
      await ensureExhibition(api, nextId(api.db.exhibitions.all()), booth.partnerId);
    }
  },

  /** A partner with id `id` exhibits products the catalogue has. */
  'a showroom partner has products': async (api, params) => {
    await ensurePartner(api, wholeNumber(params.id, 'id'));
  },

  /** An exhibition with id `id`, running now, with products. */
  'an exhibition exists': (api, params) => ensureExhibition(api, wholeNumber(params.id, 'id')),

  /** The showroom's catalogues, videos, activities and notices: at least one of each, with items. */
  'the showroom has its content': async (api) => {
    const now = api.clock.unixSeconds();
    if (api.db.showroomAreas.count() === 0) await ensurePartner(api, 1);
    if (!api.db.showroomCatalogues.all().some((c) => c.productIds.length > 0)) {
      await api.db.showroomCatalogues.create({ id: nextId(api.db.showroomCatalogues.all()), title: 'Katalog MOREVERSE', description: '', partnerId: null, productIds: someProductIds(api, 4) });
    }
    if (!api.db.showroomVideos.all().some((v) => v.publishedAt <= now)) {
      await api.db.showroomVideos.create({ id: nextId(api.db.showroomVideos.all()), title: 'Tur Virtual MOREVERSE', description: '', durationSeconds: 185, partnerId: null, publishedAt: now - DAY, filePath: null, watchUrl: 'https://www.youtube.com/watch?v=Mv7TurVr185' });
    }
    if (api.db.showroomActivities.count() === 0) await ensureActivity(api, 1);
    if (!api.db.showroomNotices.all().some((n) => n.createdAt <= now)) {
      await api.db.showroomNotices.create({ id: nextId(api.db.showroomNotices.all()), title: 'Selamat datang di MOREVERSE', message: 'Jelajahi pameran mitra kami.', activityId: null, createdAt: now - 60 });
    }
  },

  /** Activities with the ids `ids` exist. */
  'showroom activities exist': async (api, params) => {
    const ids = Array.isArray(params.ids) ? params.ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)) : [1];
    for (const id of ids) await ensureActivity(api, id);
  },
};
