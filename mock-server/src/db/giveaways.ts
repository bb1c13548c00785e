import { Collection } from '@msw/data';
import { z } from 'zod';

/** A giveaway event; `claimedCount` counts every claim, also those of shoppers the mock does not hold. */
export const giveawayEventRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  prize: z.string(),
  /** Unix seconds. */
  startAt: z.number().int(),
  endAt: z.number().int(),
  quota: z.number().int().min(0),
  claimedCount: z.number().int().min(0),
  /**
   * Only for new customers: those who joined in the last NEW_CUSTOMER_DAYS days
   * and have no order yet (handlers/giveaways). Absent: anyone may claim.
   */
  forNewCustomers: z.boolean().optional(),
});
export type GiveawayEventRecord = z.infer<typeof giveawayEventRecord>;

export const giveawayClaimStatuses = ['waiting', 'processing', 'shipped', 'received'] as const;
export type GiveawayClaimStatus = (typeof giveawayClaimStatuses)[number];

/** A customer's claim of an event's prize. */
export const giveawayClaimRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  eventId: z.number().int(),
  /** The address of the customer's book the prize goes to, and how it read when claimed. */
  addressId: z.number().int(),
  deliverTo: z.string(),
  status: z.enum(giveawayClaimStatuses),
  courier: z.string().nullable(),
  waybill: z.string().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type GiveawayClaimRecord = z.infer<typeof giveawayClaimRecord>;

/** Collections of the giveaways area. */
export const createGiveawaysCollections = () => ({
  giveawayEvents: new Collection({ schema: giveawayEventRecord }),
  giveawayClaims: new Collection({ schema: giveawayClaimRecord }),
});
