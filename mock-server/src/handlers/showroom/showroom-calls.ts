import { z } from 'zod';
import { readQuery } from '../body';
import { toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { numericId, pageOfRecords, pagingFields } from '../inspiration/paging';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import {
  existingProducts,
  toActivityReminderWire,
  toExhibitionWire,
  toShowroomActivityWire,
  toShowroomCatalogueWire,
  toShowroomMapWire,
  toShowroomNoticeWire,
  toShowroomPartnerWire,
  toShowroomVideoWire,
} from './showroom-wire';

/**
 * `activities` of `GET moreverse/reminder` (document 2: "reminder?activities={ids}"): the ids
 * joined by commas, or sent as a list (`activities[]=1&activities[]=2`); at least one, at most 50.
 */
const splitIds = (value: unknown): unknown => {
  const parts: unknown[] | null = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  return parts === null ? value : parts.map((id) => (typeof id === 'string' ? id.trim() : id)).filter((id) => id !== '');
};
const activityId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const activityIds = z.preprocess(splitIds, z.array(activityId).min(1).max(50));
const reminderQuery = z.object({ activities: activityIds });
const pagingQuery = z.object(pagingFields);

/** Document 2 §7 "Virtual showroom" (MOREVERSE), and the catalogue's `uni/product/partner/{id}`. All public. */
export const showroomCallHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET moreverse/map', ({ origin }) => ok(toShowroomMapWire(ctx.db, origin, ctx.clock.unixSeconds()))),

  router.public('GET moreverse/mitra', ({ origin }) =>
    ok(
      ctx.db.showroomPartners
        .all()
        .sort((a, b) => a.boothCode.localeCompare(b.boothCode) || a.id - b.id)
        .map((partner) => toShowroomPartnerWire(ctx.db, partner, origin)),
    ),
  ),

  router.public('GET moreverse/exhibition/{id}', ({ params, origin }) => {
    const id = numericId(params.id ?? '');
    const exhibition = id === null ? undefined : ctx.db.exhibitions.findFirst((q) => q.where({ id }));
    return exhibition ? ok(toExhibitionWire(ctx.db, exhibition, origin)) : notFound('Pameran');
  }),

  router.public('GET moreverse/catalogue', ({ origin }) =>
    ok(
      ctx.db.showroomCatalogues
        .all()
        .sort((a, b) => a.id - b.id)
        .map((catalogue) => toShowroomCatalogueWire(ctx.db, catalogue, origin)),
    ),
  ),

  router.public('GET moreverse/video', ({ origin }) => {
    const now = ctx.clock.unixSeconds();
    return ok(
      ctx.db.showroomVideos
        .all()
        .filter((video) => video.publishedAt <= now)
        .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id)
        .map((video) => toShowroomVideoWire(video, origin)),
    );
  }),

  // Those not ended yet first, soonest first; then the ended ones, the latest first.
  router.public('GET moreverse/activities', ({ origin }) => {
    const now = ctx.clock.unixSeconds();
    const all = ctx.db.showroomActivities.all();
    const open = all.filter((activity) => activity.endAt > now).sort((a, b) => a.startAt - b.startAt || a.id - b.id);
    const ended = all.filter((activity) => activity.endAt <= now).sort((a, b) => b.startAt - a.startAt || b.id - a.id);
    return ok([...open, ...ended].map((activity) => toShowroomActivityWire(ctx.db, activity, origin)));
  }),

  router.public('GET moreverse/notif', ({ origin }) => {
    const now = ctx.clock.unixSeconds();
    return ok(
      ctx.db.showroomNotices
        .all()
        .filter((notice) => notice.createdAt <= now)
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((notice) => toShowroomNoticeWire(notice, origin)),
    );
  }),

  // Reminders of the chosen activities the showroom has (ids it no longer has are left out), by start.
  router.public('GET moreverse/reminder', ({ request }) => {
    const query = readQuery(request, reminderQuery);
    if (!query.ok) return query.response;
    const wanted = new Set(query.value.activities);
    const now = ctx.clock.unixSeconds();
    return ok(
      ctx.db.showroomActivities
        .all()
        .filter((activity) => wanted.has(activity.id))
        .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
        .map((activity) => toActivityReminderWire(activity, now)),
    );
  }),

  router.public('GET uni/product/partner/{id}', ({ request, params, origin }) => {
    const id = numericId(params.id ?? '');
    const partner = id === null ? undefined : ctx.db.showroomPartners.findFirst((q) => q.where({ id }));
    if (!partner) return notFound('Mitra');
    const query = readQuery(request, pagingQuery);
    if (!query.ok) return query.response;
    const list = pageOfRecords(existingProducts(ctx.db, partner.productIds), query.value.page, query.value.per_page);
    return ok({ ...list, data: list.data.map((product) => toProductCardWire(product, origin)) });
  }),
];
