import { formatRupiah } from '../money/rupiah';
import { productHref } from '../catalogue/product-card';
import { cardImages } from '../catalogue/product-card';
import type { ProductDetail } from './product-detail';
import { detailPrice } from './detail-price';
import { variantValidStock } from './purchase';

/** A product page's head: Open Graph ("photo, name, price", issue 10) and schema.org `Product` data. */
export interface ProductHead {
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly jsonLd: Record<string, unknown>;
}

const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const DESCRIPTION_LIMIT = 160;

/**
 * The head of /product/{slug} and /bundle/{slug}: the name as title, the price
 * first in the description (what a shared link should tell), the first photo,
 * and JSON-LD with an offer in IDR whose availability follows the stock. A
 * rating is given only when the product has one (search engines refuse a 0).
 */
export const productHead = (detail: ProductDetail, origin: string, brand: string): ProductHead => {
  const price = detailPrice(detail, null);
  const url = `${origin}${productHref(detail)}`;
  const image = cardImages(detail)[0]?.url ?? null;
  const text = plainText(detail.description);
  const lead = `${price.price}. `;
  const description = (lead + text).length > DESCRIPTION_LIMIT ? `${(lead + text).slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : lead + text;
  const inStock = detail.variants.length > 0 ? detail.variants.some((v) => variantValidStock(v) > 0) : detail.stock > 0;
  const images = [...detail.atmosphereImages, ...detail.images].map((i) => i.url).filter(Boolean);
  const firstVariant = detail.variants[0];
  return {
    title: `${detail.name} | ${brand}`,
    description: description || `${detail.name} ${formatRupiah(price.amount)}`,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: detail.name,
      productID: String(detail.id),
      sku: String(firstVariant?.id ?? detail.id),
      ...(text ? { description: text } : {}),
      ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
      ...(detail.brand ? { brand: { '@type': 'Brand', name: detail.brand } } : {}),
      ...(detail.category ? { category: detail.category.name } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'IDR',
        price: price.amount,
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      ...(detail.rating > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: detail.rating, bestRating: 5, ratingCount: Math.max(1, detail.totalSales) } }
        : {}),
    },
  };
};
