import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductSummary } from '../catalogue/product';
import type { ProductShowcase } from '../catalogue/product-showcase.port';
import { RemoteSection } from '../shared/remote-section';

/** How many offers the anniversary pages show: two rows of four on a desktop, four rows on a phone. */
export const ANNIVERSARY_OFFER_LIMIT = 8;

/**
 * The anniversary's offers from the public best-sellers (`GET uni/product/top`,
 * readable by a guest and so by the server): the products the shoppers chose
 * most this year, those on a discount first (largest first), sold-out ones
 * left out, at most eight. Order among equals stays the server's (best-selling).
 */
export const anniversaryOffers = (products: readonly ProductSummary[]): readonly ProductSummary[] =>
  products
    .map((product, index) => ({ product, index }))
    .filter(({ product }) => product.stock > 0)
    .sort((a, b) => b.product.discountMaxPercent - a.product.discountMaxPercent || a.index - b.index)
    .slice(0, ANNIVERSARY_OFFER_LIMIT)
    .map(({ product }) => product);

/** /moreversary and /moreversary-retail's offers as product cards, read once and kept (both pages share them). */
export class AnniversaryOffers extends RemoteSection<readonly ProductCard[]> {
  constructor(showcase: Pick<ProductShowcase, 'topProducts'>) {
    super(async () => anniversaryOffers(await showcase.topProducts()).map(toProductCard), 'GET uni/product/top');
  }
}
