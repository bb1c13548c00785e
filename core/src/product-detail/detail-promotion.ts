import { productHref } from '../catalogue/product-card';
import { comboSaving } from '../catalogue/combo-saving';
import type { ComboDeal } from '../catalogue/showcase';
import { countdown } from '../flash-sale/countdown';
import { stockBarWidth, stockLabel } from '../flash-sale/stock';
import { formatRupiah } from '../money/rupiah';
import type { ProductDetail, ProductVariant } from './product-detail';

export interface DetailFlashSale {
  readonly title: 'Flash Sale';
  /** "Berakhir dalam" + HH:MM:SS. */
  readonly endsIn: string;
  readonly ended: boolean;
  /** "Habis" / "Stok Terbatas" (the large card's labels). */
  readonly stockLabel: string;
  /** 0..1: remains / limit. */
  readonly stockBar: number;
  /** e.g. "Tersisa 4 dari 10". */
  readonly stockText: string;
}

export interface DetailPromotions {
  readonly flashSale: DetailFlashSale | null;
  /** "GRATIS Bantal Sofa". */
  readonly freeGift: string | null;
  /** "Pre-Order: Dikirim dalam 14 hari". */
  readonly preOrder: string | null;
  readonly combos: readonly DetailCombo[];
}

export interface DetailCombo {
  readonly id: number;
  readonly title: string;
  readonly partnerName: string;
  readonly partnerHref: string;
  readonly partnerImage: ComboDeal['partner']['images'][number] | null;
  readonly comboPrice: string;
  /** What the partner costs without the deal (its current price, not the normal one), struck; null when the deal saves nothing. */
  readonly priceBefore: string | null;
  /** "Hemat Rp28.500": core's comboSaving; null when the deal saves nothing. */
  readonly saving: string | null;
  /** The deal itself: what "Beli Kombo" puts in the cart (comboPurchase). */
  readonly deal: ComboDeal;
}

const comboSavingTexts = (deal: ComboDeal): Pick<DetailCombo, 'priceBefore' | 'saving'> => {
  const saving = comboSaving(deal);
  return saving ? { priceBefore: formatRupiah(saving.priceWithout), saving: `Hemat ${formatRupiah(saving.amount)}` } : { priceBefore: null, saving: null };
};

/**
 * The promotion in force on a product page for the chosen variant (or, before
 * one is chosen, for any of the variants): a flash sale with its countdown to
 * the end (`nowMs` from the scheduler) and stock bar, a free item, a
 * pre-order note, and the "Kombo Hemat" deals of this product
 * (`GET uni/product/combo`, matched by product and variant).
 */
export const detailPromotions = (
  detail: Pick<ProductDetail, 'id' | 'variants'>,
  variant: ProductVariant | null,
  nowMs: number,
  comboDeals: readonly ComboDeal[] = [],
): DetailPromotions => {
  const variants = variant ? [variant] : detail.variants;
  const flash = variants.find((v) => v.flashSale)?.flashSale ?? null;
  const gift = variants.find((v) => v.freeGift)?.freeGift ?? null;
  const preOrder = variants.find((v) => v.preOrder)?.preOrder ?? null;
  const msLeft = flash ? flash.endsAt * 1000 - nowMs : 0;
  return {
    flashSale: flash
      ? {
          title: 'Flash Sale',
          endsIn: countdown(msLeft),
          ended: msLeft <= 0,
          stockLabel: stockLabel(flash.remains, 'large'),
          stockBar: stockBarWidth(flash.remains, flash.limit),
          stockText: `Tersisa ${Math.max(0, flash.remains)} dari ${Math.max(0, flash.limit)}`,
        }
      : null,
    freeGift: gift && gift.name.trim() ? `GRATIS ${gift.name.trim()}` : null,
    preOrder: preOrder && preOrder.note.trim() ? `Pre-Order: ${preOrder.note.trim()}` : null,
    combos: comboDeals
      .filter((deal) => deal.product.id === detail.id && (variant === null || deal.variantId === variant.id))
      .map((deal) => ({
        id: deal.id,
        title: deal.name.trim() || 'Kombo Hemat',
        partnerName: deal.partner.name,
        partnerHref: productHref(deal.partner),
        partnerImage: deal.partner.atmosphereImages[0] ?? deal.partner.images[0] ?? null,
        comboPrice: formatRupiah(deal.comboPrice),
        ...comboSavingTexts(deal),
        deal,
      })),
  };
};
