import type { ProductCardWire } from '@more/adapters/wire';
import type { ProductRecord, VariantRecord } from '../../db/catalogue';
import { productImageUrl } from '../media';

/** The server's own price text, as the real API sends it: `Rp1.250.000`. */
export const rupiahText = (amount: number): string => `Rp${Math.round(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

export const discountedPrice = (variant: VariantRecord): number =>
  Math.round((variant.priceNormal * (100 - variant.discountPercent)) / 100 / 100) * 100;

export const totalStock = (product: ProductRecord): number => product.variants.reduce((sum, v) => sum + v.stock, 0);

/** A product as `GET uni/product` lists it; typed by the adapters' wire schema, so the two cannot drift. */
export const toProductCardWire = (product: ProductRecord, origin: string): ProductCardWire => {
  const normals = product.variants.map((v) => v.priceNormal);
  const discounted = product.variants.map(discountedPrice);
  const minDiscounted = Math.min(...discounted);
  const maxDiscounted = Math.max(...discounted);
  const images = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      image_url: productImageUrl(origin, product.id, `${prefix}${i + 1}`),
      alt_text: `${product.name}${prefix ? ' di ruangan' : ''} (${i + 1})`,
    }));
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    bundling: product.isBundle ? 1 : 0,
    stock: totalStock(product),
    price_normal: normals[0]!,
    price_normal_min: Math.min(...normals),
    price_discount_min: minDiscounted,
    price_range: minDiscounted === maxDiscounted ? null : `${rupiahText(minDiscounted)} - ${rupiahText(maxDiscounted)}`,
    discount_max: Math.max(...product.variants.map((v) => v.discountPercent)),
    status_voucher: rupiahText(product.voucherAmount),
    total_sales: product.totalSales,
    rating: product.rating,
    seo_4: product.promo?.type ?? null,
    seo_5: product.promo?.text ?? null,
    images: images(product.imageCount, ''),
    atmosphere_images: images(product.atmosphereCount, 'room-'),
    variants: product.variants.map((v) => ({ variant: v.name, color: v.colour.name })),
    variants_available: new Set(product.variants.map((v) => v.name)).size,
    colors_available: new Set(product.variants.map((v) => v.colour.name)).size,
  };
};
