import type { ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';
import type { Endorsement } from './endorsement';
import type { FreeGiftPromotion, RedeemableReward } from './rewards';

/**
 * The promotion lists of document 2 §7 ("Home and promotions") other than the
 * flash sale (FlashSaleApi). All are under more/, so each needs a logged-in
 * customer (document 2 §6); a guest's home shows the endorsements the
 * storefront bundles (document 2 §3: "static bundled data").
 */
export interface PromotionsApi {
  /** `GET more/promotion/endorsement`: the 8 endorsements, in display order (order_data). */
  endorsements(): Promise<readonly Endorsement[]>;
  /** `GET more/promotion/reedem`: products and vouchers the customer can take for points. */
  redeemableRewards(): Promise<readonly RedeemableReward[]>;
  /** `GET more/promotion/free`: products sold with a free gift now. */
  freeGiftPromotions(): Promise<readonly FreeGiftPromotion[]>;
  /** `GET more/promotion/paket`: the Paket Hemat bundles (bundling 1, category group 123). */
  bundleDeals(): Promise<readonly ProductSummary[]>;
}

export const PromotionsApiToken = token<PromotionsApi>('PromotionsApi');
