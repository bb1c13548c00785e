import type { ProductImage } from '../catalogue/product';
import { productHref } from '../catalogue/product-card';
import { formatRupiah } from '../money/rupiah';
import type { FlashSaleProduct } from './flash-sale';
import type { FlashSalePhase } from './flash-sale-phase';
import { maskPrice } from './masked-price';
import { type FlashSaleCardSize, stockBarWidth, stockLabel } from './stock';

/** What a flash-sale card shows, decided once here so the home block and the promotion page agree. */
export interface FlashSaleCard {
  readonly productId: number;
  /** name_short on a small card, name_long on a large one (each falls back to the other when empty). */
  readonly name: string;
  readonly href: string;
  readonly image: ProductImage | null;
  /** The flash price in rupiah text, partly masked (`Rp1.2xx.xxx`) while the sale is upcoming. */
  readonly price: string;
  readonly priceMasked: boolean;
  /** The crossed-out normal price, only when it is above the flash price. Public, so never masked. */
  readonly priceBefore: string | null;
  /** e.g. "50%", only when there is a discount. Kept while upcoming: it is the teaser. */
  readonly discount: string | null;
  readonly stockLabel: string;
  /** 0..1 of the stock bar. */
  readonly stockBarWidth: number;
  readonly soldOut: boolean;
}

export const toFlashSaleCard = (
  product: FlashSaleProduct,
  phase: FlashSalePhase,
  size: FlashSaleCardSize,
): FlashSaleCard => {
  const masked = phase === 'upcoming';
  const [preferred, fallback] = size === 'small' ? [product.nameShort, product.nameLong] : [product.nameLong, product.nameShort];
  return {
    productId: product.productId,
    name: preferred.trim() || fallback,
    href: productHref(product),
    image: product.image,
    price: masked ? maskPrice(product.flashPrice) : formatRupiah(product.flashPrice),
    priceMasked: masked,
    priceBefore: product.normalPrice > product.flashPrice ? formatRupiah(product.normalPrice) : null,
    discount: product.discountPercent > 0 ? `${Math.round(product.discountPercent)}%` : null,
    stockLabel: stockLabel(product.remains, size),
    stockBarWidth: stockBarWidth(product.remains, product.limit),
    soldOut: product.remains <= 0,
  };
};
