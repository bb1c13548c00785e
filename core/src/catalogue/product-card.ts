import { formatRupiah, formatThousands } from '../money/rupiah';
import type { ProductImage, ProductSummary } from './product';
import * as storePaths from '../shared/store-paths';

/** "Product cards show at most 3 images" (document 2 §9). */
export const CARD_IMAGE_LIMIT = 3;

/** What a product card shows, decided once here so every list renders a product the same way. */
export interface ProductCard {
  readonly id: number;
  readonly name: string;
  readonly href: string;
  readonly coverImage: ProductImage | null;
  readonly images: readonly ProductImage[];
  /** "Stok Habis" when stock is 0, else null. */
  readonly stockLabel: string | null;
  readonly badge: string | null;
  /** The price the shopper pays from, in rupiah text. */
  readonly price: string;
  /** The crossed-out normal price, only when there is a discount. */
  readonly priceBefore: string | null;
  /** e.g. "25%", only when there is a discount. */
  readonly discount: string | null;
  readonly hasVoucher: boolean;
  /** e.g. "1.204 Terjual", only when something was sold. */
  readonly soldLabel: string | null;
  readonly rating: number;
}

export const toProductCard = (product: ProductSummary): ProductCard => {
  const images = cardImages(product);
  const hasDiscount = product.discountMaxPercent > 0 && product.price.normalMin > product.price.discountMin;
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    coverImage: images[0] ?? null,
    images,
    stockLabel: product.stock <= 0 ? 'Stok Habis' : null,
    badge: promoBadge(product.promo),
    price: formatRupiah(product.price.discountMin),
    priceBefore: hasDiscount ? formatRupiah(product.price.normalMin) : null,
    discount: hasDiscount ? `${Math.round(product.discountMaxPercent)}%` : null,
    hasVoucher: hasVoucher(product.voucherText),
    soldLabel: product.totalSales !== 0 ? `${formatThousands(product.totalSales)} Terjual` : null,
    rating: product.rating,
  };
};

/** "Cards link to /bundle/{slug} when bundling is 1, else to /product/{slug}." */
export const productHref = (product: Pick<ProductSummary, 'slug' | 'isBundle'>): string =>
  (product.isBundle ? storePaths.bundle : storePaths.product)(product.slug);

/**
 * "cover image (first atmosphere image if any, else first product image;
 * at most 3 images shown)": atmosphere photos sell furniture better than
 * packshots, so they lead.
 */
export const cardImages = (product: Pick<ProductSummary, 'images' | 'atmosphereImages'>): readonly ProductImage[] => {
  const seen = new Set<string>();
  const unique = [...product.atmosphereImages, ...product.images].filter((image) => {
    if (!image.url || seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
  return unique.slice(0, CARD_IMAGE_LIMIT);
};

/** "a voucher icon when status_voucher is not "Rp0"". */
export const hasVoucher = (voucherText: string): boolean => {
  const text = voucherText.trim();
  return text !== '' && text !== 'Rp0';
};

/**
 * Document 1 §4: "GRATIS, FLASH SALE and KOMBO HEMAT show the label plus seo_5.
 * SALE shows seo_5 only. HOT PRODUCT shows "PRODUK TERLARIS". NEW PRODUCT shows
 * "PRODUK TERBARU"." Any other type shows no badge.
 */
export const promoBadge = (promo: ProductSummary['promo']): string | null => {
  if (!promo) return null;
  const type = promo.type.trim().toUpperCase();
  const text = promo.text.trim();
  switch (type) {
    case 'GRATIS':
    case 'FLASH SALE':
    case 'KOMBO HEMAT':
      return text ? `${type} ${text}` : type;
    case 'SALE':
      return text || null;
    case 'HOT PRODUCT':
      return 'PRODUK TERLARIS';
    case 'NEW PRODUCT':
      return 'PRODUK TERBARU';
    default:
      return null;
  }
};
