import type { Page, ProductImage, ProductSummary } from '@more/core';
import type { ImageWire, ProductCardWire, ProductListWire } from './product.wire';

const toImage =
  (fallbackAlt: string) =>
  (image: ImageWire): ProductImage => ({
    url: image.image_url,
    alt: image.alt_text?.trim() || fallbackAlt,
  });

/** Reads the card's fields of any product answer (a card, or a detail whose variants say more). */
export const toProductSummary = (wire: Omit<ProductCardWire, 'variants'>): ProductSummary => ({
  id: wire.id,
  slug: wire.slug,
  name: wire.name,
  isBundle: wire.bundling === 1,
  stock: wire.stock,
  price: {
    normal: wire.price_normal,
    normalMin: wire.price_normal_min,
    discountMin: wire.price_discount_min,
    range: wire.price_range || null,
  },
  discountMaxPercent: wire.discount_max,
  voucherText: wire.status_voucher,
  totalSales: wire.total_sales,
  rating: wire.rating,
  promo: wire.seo_4 ? { type: wire.seo_4, text: wire.seo_5 ?? '' } : null,
  images: wire.images.map(toImage(wire.name)),
  atmosphereImages: wire.atmosphere_images.map(toImage(wire.name)),
  variantsAvailable: wire.variants_available,
  colorsAvailable: wire.colors_available,
});

export const toProductPage = (wire: ProductListWire): Page<ProductSummary> => ({
  items: wire.data.map(toProductSummary),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});
