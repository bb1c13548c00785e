import type { BundleComponent, ProductDetail, ProductVariant } from '@more/core';
import { toProductSummary } from '../catalogue/product.mapper';
import type { BundleComponentWire, ProductDetailWire, ProductVariantWire } from './product-detail.wire';

const toVariant =
  (productName: string) =>
  (wire: ProductVariantWire): ProductVariant => ({
    id: wire.id,
    name: wire.variant,
    color: wire.color?.trim() || null,
    price: { normal: wire.price_normal, discounted: wire.price_discount },
    stock: wire.stock,
    image: wire.image ? { url: wire.image.image_url, alt: wire.image.alt_text?.trim() || productName } : null,
    flashSale: wire.flash_sale
      ? {
          price: wire.flash_sale.price,
          discountPercent: wire.flash_sale.discount,
          remains: wire.flash_sale.remains,
          limit: wire.flash_sale.limit,
          endsAt: wire.flash_sale.end,
        }
      : null,
    freeGift: wire.free
      ? {
          name: wire.free.free_name,
          giftVariantId: wire.free.free_uni_product_variants_id ?? null,
          allowsMultipleBuy: wire.free.is_multiple_buy,
        }
      : null,
    preOrder: wire.po ? { note: wire.po.note } : null,
  });

/** An opened product. What a bundle holds comes from its own call; it starts empty here. */
export const toProductDetail = (wire: ProductDetailWire): ProductDetail => ({
  ...toProductSummary(wire),
  description: wire.description,
  category: wire.category ? { id: wire.category.id, name: wire.category.name, slug: wire.category.slug } : null,
  brand: wire.brand?.trim() || null,
  materials: wire.materials,
  variants: wire.variants.map(toVariant(wire.name)),
  bundleComponents: [],
});

/** A bundle's component, named with its colour when it has one ("Nakas Aruna 2 Laci (Walnut)"). */
export const toBundleComponent = (wire: BundleComponentWire): BundleComponent => {
  const name = wire.color?.trim() ? `${wire.name} (${wire.color.trim()})` : wire.name;
  return {
    variantId: wire.uni_product_variants_id,
    name,
    quantity: wire.quantity,
    image: wire.image_url ? { url: wire.image_url, alt: name } : null,
  };
};
