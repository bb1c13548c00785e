import type { ComboDeal, FreeGiftOffer, PreOrderOffer, ProductGroup, PromotedVariant } from '@more/core';
import { toProductSummary } from './product.mapper';
import type { ComboDealWire, FreeGiftOfferWire, PreOrderOfferWire, ProductGroupWire, SearchSuggestionsWire } from './showcase.wire';

/** Suggestions as keywords, each once (any case), in the server's order. */
export const toSearchSuggestions = (wire: SearchSuggestionsWire): readonly string[] => {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const { keyword } of wire.results) {
    const trimmed = keyword.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(trimmed);
  }
  return keywords;
};

export const toProductGroup = (wire: ProductGroupWire): ProductGroup => ({
  id: wire.id,
  name: wire.name,
  description: wire.description ?? '',
  image: wire.image_url ? { url: wire.image_url, alt: wire.name } : null,
  entries: wire.products.map((entry) => ({
    id: entry.id,
    isBundle: entry.bundling === 1,
    stock: entry.stock,
    product: toProductSummary(entry.product),
  })),
});

const toPromotedVariant = (wire: { id: number; variant: string; color?: string | null | undefined }): PromotedVariant => ({
  id: wire.id,
  name: wire.variant,
  color: wire.color ?? null,
});

export const toComboDeal = (wire: ComboDealWire): ComboDeal => ({
  id: wire.id,
  name: wire.name,
  product: toProductSummary(wire.product),
  variantId: wire.uni_product_variants_id,
  partner: toProductSummary(wire.free_product),
  partnerVariantId: wire.free_uni_product_variants_id,
  partnerNormalPrice: wire.price_normal,
  comboPrice: wire.combo_price,
  allowsMultipleBuy: wire.is_multiple_buy,
});

export const toFreeGiftOffer = (wire: FreeGiftOfferWire): FreeGiftOffer => ({
  id: wire.id,
  product: toProductSummary(wire.product),
  variants: wire.variants.map(toPromotedVariant),
  giftName: wire.free_name,
  giftType: wire.free_type,
  giftVariantId: wire.free_uni_product_variants_id ?? null,
  allowsMultipleBuy: wire.is_multiple_buy,
});

export const toPreOrderOffer = (wire: PreOrderOfferWire): PreOrderOffer => ({
  id: wire.id,
  product: toProductSummary(wire.product),
  variants: wire.variants.map(toPromotedVariant),
  shipsInDays: wire.po_days,
  note: wire.note,
});
