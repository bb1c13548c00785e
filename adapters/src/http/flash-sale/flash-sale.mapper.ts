import type { FlashSaleGroup, FlashSaleProduct } from '@more/core';
import type { FlashSaleGroupWire, FlashSaleProductWire } from './flash-sale.wire';

export const toFlashSaleProduct = (wire: FlashSaleProductWire): FlashSaleProduct => {
  const image = wire.images[0];
  const nameLong = wire.variants.name_long.trim() || wire.product.name;
  return {
    productId: wire.product.id,
    slug: wire.variants.slug,
    nameLong,
    nameShort: wire.variants.name_short.trim() || nameLong,
    isBundle: wire.variants.bundling === 1,
    image: image ? { url: image.image_url, alt: image.alt_text?.trim() || nameLong } : null,
    normalPrice: wire.prices.ho_normal,
    flashPrice: wire.price,
    discountPercent: wire.discount,
    remains: wire.remains,
    limit: wire.limit,
  };
};

export const toFlashSaleGroup = (wire: FlashSaleGroupWire): FlashSaleGroup => ({
  id: wire.id,
  title: wire.title,
  startsAt: wire.start,
  endsAt: wire.end,
  startText: wire.date_start ?? null,
  endText: wire.date_end ?? null,
  products: wire.products.map(toFlashSaleProduct),
});
