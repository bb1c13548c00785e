import { Collection } from '@msw/data';
import { z } from 'zod';

/** A room inspirations are grouped by: the catalogue's rooms (category id, name, room type as slug). */
export const inspirationRoomRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sort: z.number().int(),
});
export type InspirationRoomRecord = z.infer<typeof inspirationRoomRecord>;

/** An inspiration: a furnished room, told in a few paragraphs, made of catalogue products. */
export const inspirationRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  metaTitle: z.string(),
  metaDesc: z.string(),
  roomId: z.number().int(),
  style: z.string(),
  paragraphs: z.array(z.string()),
  productIds: z.array(z.number().int()),
  /** Place in the home's highlight carousel, or null when not highlighted. */
  highlightOrder: z.number().int().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type InspirationRecord = z.infer<typeof inspirationRecord>;

/** Collections of the inspiration area. */
export const createInspirationCollections = () => ({
  inspirationRooms: new Collection({ schema: inspirationRoomRecord }),
  inspirations: new Collection({ schema: inspirationRecord }),
});
