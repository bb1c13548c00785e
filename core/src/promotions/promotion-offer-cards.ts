import { type ProductCard, productHref, toProductCard } from '../catalogue/product-card';
import type { ComboDeal, FreeGiftOffer, PreOrderOffer, PromotedVariant } from '../catalogue/showcase';
import { comboSaving } from '../catalogue/combo-saving';
import { type DatedText, dateTimeAt, datedText } from '../shared/dated-text';
import { formatRupiah, formatThousands } from '../money/rupiah';
import type { RedeemableReward } from './rewards';

/*
 * What the promotion pages show of each offer beside the product card, decided
 * once here: the free item, the pre-order note, the combo price, the reward's
 * points. The product itself is core's ordinary product card.
 */

/** A product that comes with a free item (`POST uni/product/free`). */
export interface FreeGiftCard {
  readonly id: number;
  readonly card: ProductCard;
  /** e.g. "Gratis Bantal Sofa". */
  readonly gift: string;
  /** e.g. "Berlaku untuk 3 Seater (Abu-abu)", or null when every variant qualifies (none listed). */
  readonly variants: string | null;
}

/** A product sold on pre-order (`POST uni/product/po`). */
export interface PreOrderCard {
  readonly id: number;
  readonly card: ProductCard;
  /** The server's note, or "Dikirim dalam N hari kerja" when it sent none. */
  readonly note: string;
  readonly variants: string | null;
}

/** A "Kombo Hemat" deal (`GET uni/product/combo`): the main product, its partner and the combo price. */
export interface ComboCard {
  readonly id: number;
  readonly name: string;
  readonly product: ProductCard;
  readonly partner: ProductCard;
  /** The partner's price when bought with the product, e.g. "Rp720.000". */
  readonly comboPrice: string;
  /** What the partner costs without the deal (its current price, not the normal one), crossed out; only when above the combo price. */
  readonly partnerPriceBefore: string | null;
  /** e.g. "Hemat Rp28.500": that price minus the combo price (core's comboSaving); null when the deal saves nothing. */
  readonly saving: string | null;
  /** e.g. "Tambah Meja Tamu Bundar seharga Rp720.000". */
  readonly summary: string;
}

/** A reward for points (`GET more/promotion/reedem`). */
export interface RewardCard {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly image: { readonly url: string; readonly alt: string } | null;
  /** "Voucher" or "Produk". */
  readonly kindLabel: string;
  /** e.g. "2.500 Poin". */
  readonly points: string;
  /** e.g. "Sisa 24", or "Kuota habis". */
  readonly quota: string;
  /** e.g. "Berlaku hingga 14 Februari 2027 23:42". */
  readonly validUntil: DatedText;
  /** "Poin Anda cukup" or "Poin belum cukup". */
  readonly affordability: string;
  readonly affordable: boolean;
  /** Vouchers: "Min. belanja Rp250.000"; products: null. */
  readonly condition: string | null;
  /** A product reward links to its page; a voucher to nowhere. */
  readonly href: string | null;
  /** Points it costs, as a number, to compare with the balance. */
  readonly cost: number;
  /** How many are left to take. */
  readonly quotaLeft: number;
  /** A product reward's product, which redeeming puts in the cart as a reward line; null for a voucher. */
  readonly productSlug: string | null;
}

const variantName = (variant: PromotedVariant): string =>
  variant.color && variant.color.trim() ? `${variant.name} (${variant.color.trim()})` : variant.name;

/** "Berlaku untuk …" naming the variants an offer is for; null when none are named. */
export const variantsText = (variants: readonly PromotedVariant[]): string | null => {
  const names = [...new Set(variants.map(variantName).filter((name) => name.trim() !== ''))];
  return names.length === 0 ? null : `Berlaku untuk ${names.join(', ')}`;
};

/** "Gratis Bantal Sofa"; a name that already says "Gratis" is not said twice; no name says "Gratis Hadiah". */
export const giftText = (giftName: string): string => {
  const name = giftName.trim();
  if (name === '') return 'Gratis Hadiah';
  return /^gratis\b/i.test(name) ? name : `Gratis ${name}`;
};

export const toFreeGiftCard = (offer: FreeGiftOffer): FreeGiftCard => ({
  id: offer.id,
  card: toProductCard(offer.product),
  gift: giftText(offer.giftName),
  variants: variantsText(offer.variants),
});

export const preOrderNote = (offer: Pick<PreOrderOffer, 'note' | 'shipsInDays'>): string =>
  offer.note.trim() || `Dikirim dalam ${Math.max(0, Math.round(offer.shipsInDays))} hari kerja`;

export const toPreOrderCard = (offer: PreOrderOffer): PreOrderCard => ({
  id: offer.id,
  card: toProductCard(offer.product),
  note: preOrderNote(offer),
  variants: variantsText(offer.variants),
});

export const toComboCard = (deal: ComboDeal): ComboCard => {
  const partner = toProductCard(deal.partner);
  const comboPrice = formatRupiah(deal.comboPrice);
  const saving = comboSaving(deal);
  return {
    id: deal.id,
    name: deal.name.trim() || `Kombo Hemat ${deal.product.name} + ${deal.partner.name}`,
    product: toProductCard(deal.product),
    partner,
    comboPrice,
    partnerPriceBefore: saving ? formatRupiah(saving.priceWithout) : null,
    saving: saving ? `Hemat ${formatRupiah(saving.amount)}` : null,
    summary: `Tambah ${deal.partner.name} seharga ${comboPrice}`,
  };
};

export const toRewardCard = (reward: RedeemableReward): RewardCard => ({
  id: reward.id,
  title: reward.title,
  description: reward.description,
  image: reward.imageUrl ? { url: reward.imageUrl, alt: reward.title } : null,
  kindLabel: reward.kind === 'voucher' ? 'Voucher' : 'Produk',
  points: `${formatThousands(reward.points)} Poin`,
  quota: reward.quota > 0 ? `Sisa ${formatThousands(reward.quota)}` : 'Kuota habis',
  validUntil: datedText('Berlaku hingga ', dateTimeAt(reward.validUntil)),
  affordability: reward.affordable ? 'Poin Anda cukup' : 'Poin belum cukup',
  affordable: reward.affordable,
  condition: reward.kind === 'voucher' && reward.minimumPurchase > 0 ? `Min. belanja ${formatRupiah(reward.minimumPurchase)}` : null,
  href: reward.kind === 'product' ? productHref(reward.product) : null,
  cost: reward.points,
  quotaLeft: reward.quota,
  productSlug: reward.kind === 'product' ? reward.product.slug : null,
});
