import { MatchersV3 } from '@pact-foundation/pact';

const { eachLike, integer, like, number, string } = MatchersV3;

/**
 * A product card as the store reads it (adapters' productCardWire). Nullable
 * fields (price_range, seo_4, seo_5, alt_text) are left out: a type matcher
 * cannot say "text or null", and the adapter reads their absence as "none".
 */
export const productCard = {
  id: integer(12),
  slug: string('sofa-aruna-3-seater'),
  name: string('Sofa Aruna 3 Seater'),
  bundling: integer(0),
  stock: integer(14),
  price_normal: number(3_500_000),
  price_normal_min: number(3_500_000),
  price_discount_min: number(3_150_000),
  discount_max: number(10),
  status_voucher: string('Rp50.000'),
  total_sales: integer(120),
  rating: number(4.8),
  images: eachLike({ image_url: string('http://127.0.0.1:5173/media/products/12/1.svg') }, 1),
  atmosphere_images: like([{ image_url: string('http://127.0.0.1:5173/media/products/12/room-1.svg') }]),
  variants_available: integer(1),
  colors_available: integer(2),
};
