import { z } from 'zod';
import type { InspirationRecord } from '../../db/inspiration';
import { readQuery } from '../body';
import { toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import { inspirationProducts, toInspirationCardWire, toInspirationDetailWire, toInspirationRoomWire } from './inspiration-wire';
import { idOrSlug, numericId, pageOfRecords, pagingFields, textFilter } from './paging';

/** `GET uni/inspiration` query (document 2: "with query"; keys chosen: room slug, q, page, per_page). */
const inspirationListQuery = z.object({ room: textFilter(), q: textFilter(), ...pagingFields });
const pagingQuery = z.object(pagingFields);

const newestFirst = (a: InspirationRecord, b: InspirationRecord) => b.createdAt - a.createdAt || b.id - a.id;

/** An inspiration by `{id}`: its number, or its slug (the route is /inspirasi-detail/{slug}). */
export const findInspiration = (ctx: MockContext, value: string): InspirationRecord | undefined => {
  const key = idOrSlug(value);
  return ctx.db.inspirations.findFirst((q) => q.where('id' in key ? { id: key.id } : { slug: key.slug }));
};

/** Document 2 §7 "Inspiration", and the catalogue's `uni/product/inspiration/{id}`. */
export const inspirationCallHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/inspiration/room', ({ origin }) =>
    ok(
      ctx.db.inspirationRooms
        .all()
        .sort((a, b) => a.sort - b.sort)
        .map((room) => toInspirationRoomWire(ctx.db, room, origin)),
    ),
  ),

  router.public('GET uni/inspiration', ({ request, origin }) => {
    const query = readQuery(request, inspirationListQuery);
    if (!query.ok) return query.response;
    const { room, q, page, per_page } = query.value;
    const roomId = room === undefined ? undefined : (ctx.db.inspirationRooms.findFirst((r) => r.where({ slug: room }))?.id ?? -1);
    const words = q?.toLowerCase();
    const matching = ctx.db.inspirations
      .all()
      .filter((item) => (roomId === undefined || item.roomId === roomId) && (!words || item.title.toLowerCase().includes(words)))
      .sort(newestFirst);
    const list = pageOfRecords(matching, page, per_page);
    return ok({ ...list, data: list.data.map((item) => toInspirationCardWire(ctx.db, item, origin)) });
  }),

  router.public('GET uni/inspiration/{id}', ({ params, origin }) => {
    const inspiration = findInspiration(ctx, params.id ?? '');
    return inspiration ? ok(toInspirationDetailWire(ctx.db, inspiration, origin)) : notFound('Inspirasi');
  }),

  router.public('GET uni/product/inspiration/{id}', ({ request, params, origin }) => {
    const id = numericId(params.id ?? '');
    const inspiration = id === null ? undefined : ctx.db.inspirations.findFirst((q) => q.where({ id }));
    if (!inspiration) return notFound('Inspirasi');
    const query = readQuery(request, pagingQuery);
    if (!query.ok) return query.response;
    const list = pageOfRecords(inspirationProducts(ctx.db, inspiration), query.value.page, query.value.per_page);
    return ok({ ...list, data: list.data.map((product) => toProductCardWire(product, origin)) });
  }),
];
