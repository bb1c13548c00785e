import * as z from 'zod/mini';
import { productCardWire } from '../catalogue/product.wire';
import { amount, count, id, text, time } from '../wire-fields';

/**
 * An endorsement (document 2 §3: "id, name, ig (social-media handle),
 * image_user, image_content, link (product page URL of shape
 * /product/{slug}), order_data (number 1 to 8), status").
 */
export const endorsementWire = z.object({
  id: id(),
  name: text(),
  ig: z.string(),
  image_user: text(),
  image_content: text(),
  link: z.string().check(z.regex(/^\/product\/[^/?#]+$/)),
  order_data: z.number().check(z.int(), z.minimum(1)),
  status: z.number().check(z.int()),
});
export type EndorsementWire = z.infer<typeof endorsementWire>;

/** `data` of `GET more/promotion/endorsement`. */
export const endorsementListWire = z.array(endorsementWire);
export type EndorsementListWire = z.infer<typeof endorsementListWire>;

const rewardFields = {
  id: id(),
  title: text(),
  description: z.string(),
  /** Points it costs. */
  points: count(),
  /** How many are left. */
  quota: count(),
  /** Whether the asking customer has the points now. */
  can_redeem: z.boolean(),
  image_url: text(),
  valid_until: time(),
};

/**
 * A reward for points (`GET more/promotion/reedem`, the document's spelling):
 * a product (added to the cart as an `is_reedem` line) or a voucher.
 */
export const redeemRewardWire = z.union([
  z.object({ ...rewardFields, type: z.literal('product'), product: productCardWire }),
  z.object({
    ...rewardFields,
    type: z.literal('voucher'),
    voucher_amount: amount(),
    voucher_amount_rp: text(),
    min_purchase: amount(),
    min_purchase_rp: text(),
  }),
]);
export type RedeemRewardWire = z.infer<typeof redeemRewardWire>;

/** `data` of `GET more/promotion/reedem`. */
export const redeemRewardListWire = z.array(redeemRewardWire);
export type RedeemRewardListWire = z.infer<typeof redeemRewardListWire>;

/** A product sold with a free gift (`GET more/promotion/free`); the gift is a catalogue product too. */
export const freeGiftPromotionWire = z.object({
  id: id(),
  title: text(),
  /** false: the cart line stays at quantity 1 (document 1 §4). */
  is_multiple_buy: z.boolean(),
  start_date: time(),
  end_date: time(),
  product: productCardWire,
  gift: z.object({
    product_id: id(),
    name: text(),
    image_url: text(),
    quantity: z.number().check(z.int(), z.minimum(1)),
  }),
});
export type FreeGiftPromotionWire = z.infer<typeof freeGiftPromotionWire>;

/** `data` of `GET more/promotion/free`. */
export const freeGiftPromotionListWire = z.array(freeGiftPromotionWire);
export type FreeGiftPromotionListWire = z.infer<typeof freeGiftPromotionListWire>;

/** `data` of `GET more/promotion/paket`: the Paket Hemat bundles as product cards (bundling 1). */
export const bundleDealListWire = z.array(productCardWire);
export type BundleDealListWire = z.infer<typeof bundleDealListWire>;
