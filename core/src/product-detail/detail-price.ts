import { formatRupiah } from '../money/rupiah';
import type { ProductDetail, ProductVariant } from './product-detail';

/**
 * The flash sale the variant sells under: the server names it while the sale
 * runs, and it holds while units of it remain. A sold-out sale leaves the
 * variant at its own price and stock rather than unbuyable.
 */
export const flashSaleInForce = (variant: ProductVariant): ProductVariant['flashSale'] =>
  variant.flashSale && variant.flashSale.remains > 0 ? variant.flashSale : null;

/** What the shopper pays for one unit of a variant: the flash-sale price while it holds, else the discounted one. */
export const variantUnitPrice = (variant: ProductVariant): number => flashSaleInForce(variant)?.price ?? variant.price.discounted;

export interface DetailPrice {
  /** "Rp5.169.000", or a range "Rp5.169.000 - Rp5.427.000" before a variant is chosen. */
  readonly price: string;
  /** The crossed-out normal price, only when the chosen variant (or every variant) is discounted. */
  readonly priceBefore: string | null;
  /** e.g. "30%", only with a discount. */
  readonly discount: string | null;
  /** The amount in rupiah for structured data: the chosen variant's, else the lowest. */
  readonly amount: number;
}

const percentOff = (normal: number, paid: number): string => `${Math.round(((normal - paid) / normal) * 100)}%`;

/**
 * The price block of a product page. With a variant chosen: its price, and the
 * normal price crossed out when it pays less. Before: the range across
 * variants (lowest to highest paid), a single price when they agree; the
 * normal price is crossed out only when every variant shares one normal price
 * above what the cheapest costs, so the strike-through never lies.
 */
export const detailPrice = (detail: Pick<ProductDetail, 'variants' | 'price'>, variant: ProductVariant | null): DetailPrice => {
  if (variant) {
    const paid = variantUnitPrice(variant);
    const discounted = variant.price.normal > paid && variant.price.normal > 0;
    return {
      price: formatRupiah(paid),
      priceBefore: discounted ? formatRupiah(variant.price.normal) : null,
      discount: discounted ? percentOff(variant.price.normal, paid) : null,
      amount: paid,
    };
  }
  if (detail.variants.length === 0) {
    const paid = detail.price.discountMin;
    const discounted = detail.price.normalMin > paid && detail.price.normalMin > 0;
    return {
      price: formatRupiah(paid),
      priceBefore: discounted ? formatRupiah(detail.price.normalMin) : null,
      discount: discounted ? percentOff(detail.price.normalMin, paid) : null,
      amount: paid,
    };
  }
  const paid = detail.variants.map(variantUnitPrice);
  const low = Math.min(...paid);
  const high = Math.max(...paid);
  const normals = new Set(detail.variants.map((v) => v.price.normal));
  const normal = normals.size === 1 ? [...normals][0]! : null;
  const discounted = normal !== null && normal > high && normal > 0;
  return {
    price: low === high ? formatRupiah(low) : `${formatRupiah(low)} - ${formatRupiah(high)}`,
    priceBefore: discounted ? formatRupiah(normal) : null,
    discount: discounted && low === high ? percentOff(normal, low) : null,
    amount: low,
  };
};
