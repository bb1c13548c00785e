import { Collection } from '@msw/data';
import { z } from 'zod';

/** A home banner; its images are drawn from its title ('banner' and 'banner-mobile' artwork). */
export const bannerRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.enum(['top', 'bottom']),
  /** A path of the store, or null for a banner that only shows. */
  link: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type BannerRecord = z.infer<typeof bannerRecord>;

/** The home popup; its image is 'square' artwork of its title. */
export const popupRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  active: z.boolean(),
});
export type PopupRecord = z.infer<typeof popupRecord>;

/** A site setting, ids 1-8 (document 2 §3). */
export const siteSettingRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  description: z.string(),
});
export type SiteSettingRecord = z.infer<typeof siteSettingRecord>;

/** An endorsement (document 2 §3); `link` is made from the product's slug when answered. */
export const endorsementRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  ig: z.string(),
  productId: z.number().int(),
  orderData: z.number().int().min(1).max(8),
  status: z.number().int(),
});
export type EndorsementRecord = z.infer<typeof endorsementRecord>;

/** A reward for points: a catalogue product, or a voucher. */
export const redeemRewardRecord = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'voucher']),
  title: z.string(),
  description: z.string(),
  points: z.number().int().min(0),
  quota: z.number().int().min(0),
  productId: z.number().int().nullable(),
  voucherAmount: z.number().int().min(0).nullable(),
  minPurchase: z.number().int().min(0).nullable(),
  /** Unix seconds. */
  validUntil: z.number().int(),
});
export type RedeemRewardRecord = z.infer<typeof redeemRewardRecord>;

/** A product sold with another as a free gift, for a period (unix seconds). */
export const freeGiftPromotionRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  productId: z.number().int(),
  giftProductId: z.number().int(),
  giftQuantity: z.number().int().min(1),
  isMultipleBuy: z.boolean(),
  startAt: z.number().int(),
  endAt: z.number().int(),
});
export type FreeGiftPromotionRecord = z.infer<typeof freeGiftPromotionRecord>;

/** The meta of one route, by the route's name (document 1 §2). */
export const metaPageRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  metaTitle: z.string(),
  metaDesc: z.string(),
  keyword: z.string(),
});
export type MetaPageRecord = z.infer<typeof metaPageRecord>;

/** Collections of the promotions area. */
export const createPromotionsCollections = () => ({
  banners: new Collection({ schema: bannerRecord }),
  popups: new Collection({ schema: popupRecord }),
  siteSettings: new Collection({ schema: siteSettingRecord }),
  endorsements: new Collection({ schema: endorsementRecord }),
  redeemRewards: new Collection({ schema: redeemRewardRecord }),
  freeGiftPromotions: new Collection({ schema: freeGiftPromotionRecord }),
  metaPages: new Collection({ schema: metaPageRecord }),
});
