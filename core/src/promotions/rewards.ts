import type { ProductSummary } from '../catalogue/product';

/**
 * A reward the customer can take for points (`GET more/promotion/reedem`;
 * the cart marks such lines `is_reedem`): a product, or a shopping voucher.
 */
export type RedeemableReward = RedeemableProduct | RedeemableVoucher;

interface RewardBase {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** Points it costs. */
  readonly points: number;
  /** How many are left to take. */
  readonly quota: number;
  /** Whether this customer has the points for it now. */
  readonly affordable: boolean;
  readonly imageUrl: string;
  /** Last moment it can be taken, in milliseconds since the epoch. */
  readonly validUntil: number;
}

export interface RedeemableProduct extends RewardBase {
  readonly kind: 'product';
  readonly product: ProductSummary;
}

export interface RedeemableVoucher extends RewardBase {
  readonly kind: 'voucher';
  /** Whole rupiah off. */
  readonly voucherAmount: number;
  /** The smallest purchase it applies to, in whole rupiah. */
  readonly minimumPurchase: number;
}

/** A product sold with a free gift (`GET more/promotion/free`). */
export interface FreeGiftPromotion {
  readonly id: number;
  readonly title: string;
  readonly product: ProductSummary;
  readonly gift: {
    readonly productId: number;
    readonly name: string;
    readonly imageUrl: string;
    readonly quantity: number;
  };
  /** is_multiple_buy: false forces the cart line to quantity 1 (document 1 §4). */
  readonly multipleBuyAllowed: boolean;
  /** The promotion's period, in milliseconds since the epoch. */
  readonly startsAt: number;
  readonly endsAt: number;
}
