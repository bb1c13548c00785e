import { productHref } from '../catalogue/product-card';
import { formatThousands } from '../money/rupiah';
import { type Loadable, loading } from '../shared/loadable';
import type { ProductDetail } from './product-detail';
import * as storePaths from '../shared/store-paths';

/**
 * "Leaving a non-product page clears the current product detail" (document 1
 * §2): the detail stays while the shopper moves between product and bundle
 * pages, and is cleared on any other page.
 */
export const keepsProductDetail = (path: string): boolean => /^\/(product|bundle)\/[^/]+\/?$/.test(path) && path !== storePaths.flashSale;

/**
 * Where an opened product belongs: a bundle opened on /product/… lives at
 * /bundle/… and the other way round ("Cards link to /bundle/{slug} when
 * bundling is 1"). Null when the page asked is the right one.
 */
export const productPageRedirect = (detail: Pick<ProductDetail, 'slug' | 'isBundle'>, kind: 'product' | 'bundle'): string | null =>
  detail.isBundle === (kind === 'bundle') ? null : productHref(detail);

/** "1.204 Terjual", only when something was sold (as on the card). */
export const soldText = (totalSales: number): string | null => (totalSales > 0 ? `${formatThousands(totalSales)} Terjual` : null);

/** The rating as the page writes it: "4,8" (Indonesian decimal comma), null when unrated. */
export const ratingText = (rating: number): string | null => (rating > 0 ? rating.toFixed(1).replace('.', ',') : null);

export interface Specification {
  readonly label: string;
  readonly value: string;
}

/** The specifications table: only what the product has (the API gives brand, materials and category). */
export const productSpecifications = (detail: Pick<ProductDetail, 'brand' | 'materials' | 'category'>): readonly Specification[] => {
  const rows: Specification[] = [];
  if (detail.brand) rows.push({ label: 'Merek', value: detail.brand });
  const materials = detail.materials.map((m) => m.trim()).filter(Boolean);
  if (materials.length > 0) rows.push({ label: 'Material', value: materials.join(', ') });
  if (detail.category) rows.push({ label: 'Kategori', value: detail.category.name });
  return rows;
};

/** "Share to the messaging app" (issue 10): a WhatsApp message with the product's name and its address, to any chat. */
export const whatsappShareLink = (productName: string, pageUrl: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${productName.trim()}\n${pageUrl.trim()}`)}`;

/**
 * What the page at `slug` shows of the opened product: another product's
 * detail (the page before, until this one is open) stands for this one still
 * loading, and a product not found keeps the skeleton while the session takes
 * the shopper to /404.
 */
export const detailOnPage = (state: Loadable<ProductDetail>, slug: string | undefined): Loadable<ProductDetail> => {
  if (state.status === 'ready' && state.value.slug !== slug) return loading;
  if (state.status === 'failed' && state.failure.kind === 'not-found') return loading;
  return state;
};
