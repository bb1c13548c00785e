import { Collection } from '@msw/data';
import { z } from 'zod';

/** A partner (mitra) of MOREVERSE, exhibiting catalogue products at a booth. */
export const showroomPartnerRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  boothCode: z.string(),
  productIds: z.array(z.number().int()),
  /** The partner's own site; none for a partner without one. */
  websiteUrl: z.string().optional(),
});
export type ShowroomPartnerRecord = z.infer<typeof showroomPartnerRecord>;

/** An area of the showroom map, with its booths (partner by id). */
export const showroomAreaRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  booths: z.array(z.object({ code: z.string(), partnerId: z.number().int() })),
});
export type ShowroomAreaRecord = z.infer<typeof showroomAreaRecord>;

/** An exhibition of a partner at its booth, for a period (unix seconds). */
export const exhibitionRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  partnerId: z.number().int(),
  areaId: z.number().int(),
  paragraphs: z.array(z.string()),
  productIds: z.array(z.number().int()),
  startAt: z.number().int(),
  endAt: z.number().int(),
});
export type ExhibitionRecord = z.infer<typeof exhibitionRecord>;

/** A catalogue: a titled list of products (no file). */
export const showroomCatalogueRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  partnerId: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
});
export type ShowroomCatalogueRecord = z.infer<typeof showroomCatalogueRecord>;

export const showroomVideoRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number().int().min(0),
  partnerId: z.number().int().nullable(),
  /** Unix seconds. */
  publishedAt: z.number().int(),
  /** A file on the store's media (a path under it), played in the page; null when none. */
  filePath: z.string().nullable().default(null),
  /** An https page elsewhere that plays it (a link out); null when none. */
  watchUrl: z.string().nullable().default(null),
});
export type ShowroomVideoRecord = z.infer<typeof showroomVideoRecord>;

/** An activity in an area, for a period (unix seconds). */
export const showroomActivityRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  areaId: z.number().int(),
  partnerId: z.number().int().nullable(),
  startAt: z.number().int(),
  endAt: z.number().int(),
});
export type ShowroomActivityRecord = z.infer<typeof showroomActivityRecord>;

/** A notice to every visitor. */
export const showroomNoticeRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  activityId: z.number().int().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type ShowroomNoticeRecord = z.infer<typeof showroomNoticeRecord>;

/** Collections of the showroom area. */
export const createShowroomCollections = () => ({
  showroomPartners: new Collection({ schema: showroomPartnerRecord }),
  showroomAreas: new Collection({ schema: showroomAreaRecord }),
  exhibitions: new Collection({ schema: exhibitionRecord }),
  showroomCatalogues: new Collection({ schema: showroomCatalogueRecord }),
  showroomVideos: new Collection({ schema: showroomVideoRecord }),
  showroomActivities: new Collection({ schema: showroomActivityRecord }),
  showroomNotices: new Collection({ schema: showroomNoticeRecord }),
});
