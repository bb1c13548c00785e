import * as z from 'zod/mini';
import { pagingQueryWire } from '../request-fields';
import { text } from '../wire-fields';

/**
 * What the inspiration calls send. An inspiration's products send a product
 * list's path id and paging (catalogue-request.wire.ts).
 */

/** The query of `GET uni/inspiration`: a blank room or keyword is left out, not sent empty. */
export const inspirationListQueryWire = z.strictObject({
  ...pagingQueryWire.shape,
  /** A room's slug. */
  room: z.optional(text()),
  q: z.optional(text()),
});
export type InspirationListQueryWire = z.input<typeof inspirationListQueryWire>;
