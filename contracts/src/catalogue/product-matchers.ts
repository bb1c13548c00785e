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

/** A variant a promotion applies to. */
export const promotedVariant = { id: integer(40), variant: string('3 Seater'), color: string('Abu-abu') };

/** A sub-category as `r_subs` lists it. */
export const subCategory = { id: integer(130), name: string('Sofa'), slug: string('sofa'), product_count: integer(13) };

/** A room with the category fields of document 1 §3 (those the mock always fills). */
export const category = {
  id: integer(4),
  uni_gen_applications_id: integer(1),
  name: string('Ruang Tamu'),
  type: string('room'),
  image: string('ruang-tamu.svg'),
  banner: string('ruang-tamu-banner.svg'),
  status: integer(1),
  image_title: string('Ruang Tamu'),
  image_alt: string('Furnitur Ruang Tamu'),
  banner_title: string('Koleksi Ruang Tamu'),
  banner_alt: string('Koleksi Ruang Tamu pilihan MORE'),
  slug: string('ruang-tamu'),
  content: string('Sofa, meja tamu dan bufet TV untuk ruang tamu yang hangat.'),
  meta_title: string('Jual Ruang Tamu Online | MORE Furniture'),
  meta_desc: string('Belanja ruang tamu berkualitas.'),
  sort: integer(4),
  display: integer(1),
  image_url: string('http://127.0.0.1:5173/media/art/category/Ruang%20Tamu.svg'),
  banner_url: string('http://127.0.0.1:5173/media/art/banner/Ruang%20Tamu.svg'),
  product_count: integer(64),
  r_subs: eachLike(subCategory, 1),
};
