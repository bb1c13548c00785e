import type { Endorsement, FreeGiftPromotion, ProductSummary, PromotionsApi, RedeemableReward } from '@more/core';
import { toProductSummary } from '../catalogue/product.mapper';
import type { StoreApi } from '../store-api';
import { toEndorsements, toFreeGiftPromotion, toRedeemableReward } from './promotions.mapper';
import { bundleDealListWire, endorsementListWire, freeGiftPromotionListWire, redeemRewardListWire } from './promotion.wire';

export class HttpPromotionsApi implements PromotionsApi {
  constructor(private readonly api: StoreApi) {}

  async endorsements(): Promise<readonly Endorsement[]> {
    return toEndorsements(await this.api.call('GET more/promotion/endorsement', endorsementListWire));
  }

  async redeemableRewards(): Promise<readonly RedeemableReward[]> {
    return (await this.api.call('GET more/promotion/reedem', redeemRewardListWire)).map(toRedeemableReward);
  }

  async freeGiftPromotions(): Promise<readonly FreeGiftPromotion[]> {
    return (await this.api.call('GET more/promotion/free', freeGiftPromotionListWire)).map(toFreeGiftPromotion);
  }

  async bundleDeals(): Promise<readonly ProductSummary[]> {
    return (await this.api.call('GET more/promotion/paket', bundleDealListWire)).map(toProductSummary);
  }
}
