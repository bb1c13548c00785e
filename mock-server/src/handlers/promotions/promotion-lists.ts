import type { EndorsementWire, FreeGiftPromotionWire, RedeemRewardWire } from '@more/adapters/wire';
import type { CustomerRecord } from '../../db/account';
import type { ProductRecord } from '../../db/catalogue';
import type { Database } from '../../db/database';
import type { RedeemRewardRecord } from '../../db/promotions';
import { rupiahText, toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { artworkUrl, productImageUrl } from '../media';
import { ok } from '../respond';
import type { Router } from '../router';
import { wibIso } from '../store-time';

const productOf = (db: Database, id: number | null): ProductRecord | undefined =>
  id === null ? undefined : db.products.findFirst((q) => q.where({ id }));

const toRewardWire = (db: Database, reward: RedeemRewardRecord, customer: CustomerRecord, origin: string): RedeemRewardWire | null => {
  const base = {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    points: reward.points,
    quota: reward.quota,
    can_redeem: reward.quota > 0 && customer.points >= reward.points,
    valid_until: wibIso(reward.validUntil),
  };
  if (reward.kind === 'product') {
    const product = productOf(db, reward.productId);
    // A reward whose product left the catalogue is not offered.
    if (!product) return null;
    return { ...base, type: 'product', image_url: productImageUrl(origin, product.id, '1'), product: toProductCardWire(product, origin) };
  }
  const amount = reward.voucherAmount ?? 0;
  const minimum = reward.minPurchase ?? 0;
  return {
    ...base,
    type: 'voucher',
    image_url: artworkUrl(origin, 'square', `Voucher ${rupiahText(amount)}`),
    voucher_amount: amount,
    voucher_amount_rp: rupiahText(amount),
    min_purchase: minimum,
    min_purchase_rp: rupiahText(minimum),
  };
};

/** The promotion lists under more/promotion (each needs a logged-in customer, document 2 §6). */
export const promotionListHandlers = (ctx: MockContext, router: Router) => [
  router.customer('GET more/promotion/endorsement', ({ origin }) =>
    ok(
      ctx.db.endorsements
        .all()
        .sort((a, b) => a.id - b.id)
        .flatMap((endorsement): EndorsementWire[] => {
          const product = productOf(ctx.db, endorsement.productId);
          if (!product) return [];
          return [
            {
              id: endorsement.id,
              name: endorsement.name,
              ig: endorsement.ig,
              image_user: artworkUrl(origin, 'avatar', endorsement.name),
              image_content: product.atmosphereCount > 0 ? productImageUrl(origin, product.id, 'room-1') : productImageUrl(origin, product.id, '1'),
              link: `/product/${product.slug}`,
              order_data: endorsement.orderData,
              status: endorsement.status,
            },
          ];
        }),
    ),
  ),

  // Rewards still valid, cheapest first; whether the customer can take each depends on their points.
  router.customer('GET more/promotion/reedem', ({ customer, origin }) => {
    const now = ctx.clock.unixSeconds();
    return ok(
      ctx.db.redeemRewards
        .all()
        .filter((reward) => reward.validUntil > now)
        .sort((a, b) => a.points - b.points || a.id - b.id)
        .flatMap((reward) => toRewardWire(ctx.db, reward, customer, origin) ?? []),
    );
  }),

  // Free-gift promotions running now, the soonest to end first.
  router.customer('GET more/promotion/free', ({ origin }) => {
    const now = ctx.clock.unixSeconds();
    return ok(
      ctx.db.freeGiftPromotions
        .all()
        .filter((promotion) => promotion.startAt <= now && now < promotion.endAt)
        .sort((a, b) => a.endAt - b.endAt || a.id - b.id)
        .flatMap((promotion): FreeGiftPromotionWire[] => {
          const product = productOf(ctx.db, promotion.productId);
          const gift = productOf(ctx.db, promotion.giftProductId);
          if (!product || !gift) return [];
          return [
            {
              id: promotion.id,
              title: promotion.title,
              is_multiple_buy: promotion.isMultipleBuy,
              start_date: wibIso(promotion.startAt),
              end_date: wibIso(promotion.endAt),
              product: toProductCardWire(product, origin),
              gift: { product_id: gift.id, name: gift.name, image_url: productImageUrl(origin, gift.id, '1'), quantity: promotion.giftQuantity },
            },
          ];
        }),
    );
  }),

  // Paket Hemat: the catalogue's bundles (bundling 1, category group 123), newest first.
  router.customer('GET more/promotion/paket', ({ origin }) =>
    ok(
      ctx.db.products
        .all()
        .filter((product) => product.isBundle)
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((product) => toProductCardWire(product, origin)),
    ),
  ),
];
