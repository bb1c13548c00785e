import type { WireByCall } from '../wire-registry';
import { bannerListWire, metaPageListWire, popupListWire, siteSettingListWire } from './home.wire';
import { bundleDealListWire, endorsementListWire, freeGiftPromotionListWire, redeemRewardListWire } from './promotion.wire';
import { inspirationHighlightListWire } from '../inspiration/inspiration.wire';

/** The `data` schema of each promotions call's answer, for the conformance test of the mock. */
export const promotionsWireByCall: WireByCall = {
  'GET uni/banner': bannerListWire,
  'GET uni/popup': popupListWire,
  'GET more/setting': siteSettingListWire,
  'GET uni/inspiration/highlight': inspirationHighlightListWire,
  'GET more/promotion/endorsement': endorsementListWire,
  'GET more/promotion/reedem': redeemRewardListWire,
  'GET more/promotion/free': freeGiftPromotionListWire,
  'GET more/promotion/paket': bundleDealListWire,
  'GET uni/page': metaPageListWire,
};
