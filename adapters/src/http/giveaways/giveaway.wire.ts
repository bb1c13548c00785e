import * as z from 'zod/mini';
import { paged } from '../envelope';
import { count, id, text, time } from '../wire-fields';

/** An event of `POST more/event/index`; `is_claimed` is about the customer asking. */
export const giveawayEventWire = z.object({
  id: id(),
  title: text(),
  description: z.string(),
  prize: text(),
  image_url: text(),
  start_at: time(),
  end_at: time(),
  quota: count(),
  claimed_count: count(),
  is_claimed: z.boolean(),
});
export type GiveawayEventWire = z.infer<typeof giveawayEventWire>;

export const giveawayClaimStatuses = ['waiting', 'processing', 'shipped', 'received'] as const;

/**
 * A claim of the customer (document 2: "Claims: list with paging, tracking,
 * store, delete"): its event, where it stands, where the prize goes, and the
 * courier and waybill (resi) once it is sent (null before).
 */
export const giveawayClaimWire = z.object({
  id: id(),
  event: z.object({ id: id(), title: text(), prize: text(), image_url: text() }),
  status: z.enum(giveawayClaimStatuses),
  status_text: text(),
  deliver_to: text(),
  courier: z.nullish(z.string()),
  waybill: z.nullish(z.string()),
  created_at: time(),
});
export type GiveawayClaimWire = z.infer<typeof giveawayClaimWire>;


/** `data` of the giveaway calls. */
export const giveawayEventListWire = z.array(giveawayEventWire);
export const giveawayClaimPageWire = paged(giveawayClaimWire);
export type GiveawayClaimPageWire = z.infer<typeof giveawayClaimPageWire>;
export const removedClaimWire = z.nullish(z.unknown());
