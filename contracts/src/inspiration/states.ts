import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

/** The room with this slug, made when the provider has none. */
const ensureRoom = async (api: MockApi, slug: string) => {
  const existing = api.db.inspirationRooms.findFirst((q) => q.where({ slug }));
  if (existing) return existing;
  const id = api.db.inspirationRooms.all().reduce((max, room) => Math.max(max, room.id), 0) + 1;
  const name = slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return api.db.inspirationRooms.create({ id, name, slug, sort: id });
};

/** An inspiration with id `id` in room `roomSlug`, made of products the catalogue has; replaced when it has none. */
export const ensureInspiration = async (api: MockApi, id: number, roomSlug = 'ruang-tamu') => {
  const existing = api.db.inspirations.findFirst((q) => q.where({ id }));
  const productIds = (existing?.productIds ?? []).filter((pid) => api.db.products.findFirst((q) => q.where({ id: pid })));
  if (existing && productIds.length > 0) return;
  api.db.inspirations.deleteMany((q) => q.where({ id }));
  const room = await ensureRoom(api, roomSlug);
  const products = api.db.products.all().filter((p) => p.roomType === roomSlug);
  const title = `Ruang Tamu Japandi yang Hangat ${id}`;
  await api.db.inspirations.create({
    id,
    slug: `ruang-tamu-japandi-yang-hangat-${id}`,
    title,
    metaTitle: `Inspirasi ${title} | MORE Furniture`,
    metaDesc: 'Ide menata ruang tamu bergaya japandi.',
    roomId: room.id,
    style: 'Japandi',
    paragraphs: ['Kayu terang dan kain linen membuat ruang tamu terasa lapang.', 'Jadikan sofa pusat ruangan.'],
    productIds: (products.length > 0 ? products : api.db.products.all()).slice(0, 4).map((p) => p.id),
    highlightOrder: null,
    createdAt: api.clock.unixSeconds() - 86_400,
  });
};

/** Provider states the inspiration interactions name. */
export const inspirationStates: ProviderStates = {
  /** At least one room with an inspiration. */
  'inspiration rooms exist': async (api) => {
    if (api.db.inspirationRooms.count() > 0 && api.db.inspirations.count() > 0) return;
    await ensureInspiration(api, 1);
  },

  /** At least one inspiration in the room `room` (a slug). */
  'inspirations exist in a room': async (api, params) => {
    const slug = typeof params.room === 'string' ? params.room : 'ruang-tamu';
    const room = await ensureRoom(api, slug);
    if (api.db.inspirations.all().some((i) => i.roomId === room.id)) return;
    const id = api.db.inspirations.all().reduce((max, i) => Math.max(max, i.id), 0) + 1;
    await ensureInspiration(api, id, slug);
  },

  /** An inspiration with id `id`, with products the catalogue has. */
  'an inspiration exists': (api, params) => ensureInspiration(api, wholeNumber(params.id, 'id')),

  /** No inspiration has id `id`. */
  'no inspiration has the id': (api, params) => {
    const id = wholeNumber(params.id, 'id');
    api.db.inspirations.deleteMany((q) => q.where({ id }));
  },
};
