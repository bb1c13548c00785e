import type { ProductImage } from '../catalogue/product';

/**
 * One product offered in a flash sale (document 1 §3: "the product, variants
 * (name_long, name_short, slug, bundling), prices (ho_normal_rp), images,
 * price_rp, discount, remains, limit"). Amounts are whole rupiah: the wire
 * sends them as numbers beside their `*_rp` texts, and the adapter reads the numbers.
 */
export interface FlashSaleProduct {
  readonly productId: number;
  /** variants.slug: where the card links to. */
  readonly slug: string;
  /** variants.name_long. */
  readonly nameLong: string;
  /** variants.name_short, for the small card. */
  readonly nameShort: string;
  /** variants.bundling (1 means bundle): the card links to /bundle/{slug}. */
  readonly isBundle: boolean;
  /** The first of `images`, or null when the product has none. */
  readonly image: ProductImage | null;
  /** prices.ho_normal_rp: the price outside the sale. */
  readonly normalPrice: number;
  /** price_rp: the price during the sale. */
  readonly flashPrice: number;
  /** discount, in percent. */
  readonly discountPercent: number;
  /** remains: units still on offer at the flash price. */
  readonly remains: number;
  /** limit: units put on offer at the flash price. */
  readonly limit: number;
}

/**
 * A flash-sale group (document 1 §3: "title, id, start and end (unix seconds),
 * date_start, date_end, list of products").
 */
export interface FlashSaleGroup {
  readonly id: number;
  readonly title: string;
  /** start, in unix seconds ("group times are unix seconds", document 2 §9). */
  readonly startsAt: number;
  /** end, in unix seconds. */
  readonly endsAt: number;
  /**
   * date_start and date_end as the server wrote them, if it did. Shown nowhere
   * by core: headings are formatted from `startsAt`, the time the phase is
   * decided on, so the two can never disagree.
   */
  readonly startText: string | null;
  readonly endText: string | null;
  readonly products: readonly FlashSaleProduct[];
}
