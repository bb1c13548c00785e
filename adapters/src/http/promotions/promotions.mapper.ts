import {
  type Banner,
  type Endorsement,
  type FreeGiftPromotion,
  inDisplayOrder,
  type MetaPage,
  type Popup,
  type RedeemableReward,
  type SiteSettings,
  siteSettingIds,
} from '@more/core';
import { toProductSummary } from '../catalogue/product.mapper';
import type { BannerWire, MetaPageWire, PopupWire, SiteSettingListWire } from './home.wire';
import type { EndorsementWire, FreeGiftPromotionWire, RedeemRewardWire } from './promotion.wire';

/** An empty or blank link is no link: document 1 §2 "or to a no-op link if none". */
const linkOf = (link: string | null | undefined): string | null => link?.trim() || null;

export const toBanner = (wire: BannerWire): Banner => ({
  id: wire.id,
  title: wire.title,
  // Document 2: "type 1 is top, other is bottom".
  position: wire.type === 1 ? 'top' : 'bottom',
  imageDesktopUrl: wire.image_desktop_url,
  imageMobileUrl: wire.image_mobile_url,
  link: linkOf(wire.link_banner),
});

export const toPopup = (wire: PopupWire): Popup => ({ id: wire.id, imageUrl: wire.image_url, link: linkOf(wire.link) });

/** By id (document 2 §3); an id the answer lacks is null, an id the store does not know is ignored. */
export const toSiteSettings = (wire: SiteSettingListWire): SiteSettings => {
  const byId = new Map(wire.map((setting) => [setting.id, setting]));
  const entries = Object.entries(siteSettingIds).map(([name, id]) => {
    const setting = byId.get(id);
    return [name, setting ? { content: setting.content, description: setting.description } : null];
  });
  return Object.fromEntries(entries) as SiteSettings;
};

export const toMetaPage = (wire: MetaPageWire): MetaPage => ({
  routeName: wire.slug,
  title: wire.meta_title ?? '',
  description: wire.meta_desc ?? '',
  keywords: wire.keyword ?? '',
});

export const toEndorsement = (wire: EndorsementWire): Endorsement => ({
  id: wire.id,
  name: wire.name,
  socialHandle: wire.ig,
  userImageUrl: wire.image_user,
  contentImageUrl: wire.image_content,
  productPath: wire.link,
  order: wire.order_data,
  status: wire.status,
});

export const toEndorsements = (wire: readonly EndorsementWire[]): Endorsement[] => inDisplayOrder(wire.map(toEndorsement));

export const toRedeemableReward = (wire: RedeemRewardWire): RedeemableReward => {
  const base = {
    id: wire.id,
    title: wire.title,
    description: wire.description,
    points: wire.points,
    quota: wire.quota,
    affordable: wire.can_redeem,
    imageUrl: wire.image_url,
    validUntil: Date.parse(wire.valid_until),
  };
  return wire.type === 'product'
    ? { ...base, kind: 'product', product: toProductSummary(wire.product) }
    : { ...base, kind: 'voucher', voucherAmount: wire.voucher_amount, minimumPurchase: wire.min_purchase };
};

export const toFreeGiftPromotion = (wire: FreeGiftPromotionWire): FreeGiftPromotion => ({
  id: wire.id,
  title: wire.title,
  product: toProductSummary(wire.product),
  gift: { productId: wire.gift.product_id, name: wire.gift.name, imageUrl: wire.gift.image_url, quantity: wire.gift.quantity },
  multipleBuyAllowed: wire.is_multiple_buy,
  startsAt: Date.parse(wire.start_date),
  endsAt: Date.parse(wire.end_date),
});
