/** An image as the shop shows it: where it is and what it shows, for screen readers. */
export interface ProductImage {
  readonly url: string;
  readonly alt: string;
}

/**
 * A product as the catalogue lists it (document 1 §3, "Product / product card").
 * Amounts are whole rupiah; the wire's text fields and flags are already
 * translated by the adapter.
 */
export interface ProductSummary {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** "bundling (1 means bundle)". */
  readonly isBundle: boolean;
  readonly stock: number;
  readonly price: {
    readonly normal: number;
    readonly normalMin: number;
    readonly discountMin: number;
    /** The server's ready-made text for a price spread across variants, if any. */
    readonly range: string | null;
  };
  /** The largest discount across variants, in percent. */
  readonly discountMaxPercent: number;
  /** "status_voucher (amount text; "Rp0" means none)". */
  readonly voucherText: string;
  readonly totalSales: number;
  readonly rating: number;
  /** The promotion badge: seo_4 is its type, seo_5 its text. */
  readonly promo: { readonly type: string; readonly text: string } | null;
  readonly images: readonly ProductImage[];
  readonly atmosphereImages: readonly ProductImage[];
  readonly variantsAvailable: number;
  readonly colorsAvailable: number;
}

/** The list types of `GET uni/product` (document 2 §7, Catalogue). */
export const productListTypes = [
  'lastseen',
  'terbaru',
  'rekomendasi',
  'lainnya',
  'koleksi-terbaik',
  'terlaris',
] as const;
export type ProductListType = (typeof productListTypes)[number];

/** One page of a product list, as every paged list of the store reports it. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly totalPages: number;
}
