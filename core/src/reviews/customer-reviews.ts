import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import { productHref } from '../catalogue/product-card';
import type { ProductImage } from '../catalogue/product';
import type { OrderSummary } from '../orders/order';
import type { OrdersApi } from '../orders/orders-api.port';
import { ORDERS_PER_CALL, everyOrderWith } from '../orders/every-order';
import { OrdersDerived } from '../orders/orders-derived';
import { productsToReview } from '../orders/order-review';
import type { ClearedOnLogout } from '../session/participants';
import { type DatedText, dateAt, datedText } from '../shared/dated-text';
import { type Loadable, idle, ready } from '../shared/loadable';
import type { SentReview, SentReviews } from './sent-reviews';

/** What each number of stars means, shown beside the stars as the shopper picks. */
export const RATING_WORDS = ['Sangat Buruk', 'Buruk', 'Cukup', 'Baik', 'Sangat Baik'] as const;

/** The review text's limit (the review call takes up to 1000 characters; the store's choice, document 2 names none). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_RATING_REQUIRED_TEXT = 'Pilih rating 1 sampai 5 bintang';
export const REVIEW_TEXT_TOO_LONG_TEXT = `Ulasan maksimal ${REVIEW_TEXT_MAX_LENGTH} karakter`;
export const REVIEW_SENT_TEXT = 'Terima kasih, ulasan berhasil dikirim';
export const REVIEW_PRODUCT_GONE_TEXT = 'Produk ini sudah tidak dijual lagi, sehingga tidak dapat diulas.';
export const NO_REVIEWABLE_PRODUCTS_TEXT = 'Belum ada produk yang menunggu ulasan. Produk dari pesanan yang sudah selesai akan muncul di sini.';
export const NO_SENT_REVIEWS_TEXT = 'Ulasan yang Anda kirim akan muncul di sini.';

/** The counter under the text: "12/1000". */
export const reviewTextCounter = (text: string): string => `${text.trim().length}/${REVIEW_TEXT_MAX_LENGTH}`;

/**
 * A template picked as a quick pick: an empty text becomes the template; a
 * text that already says it stays as it is (a second tap adds nothing); any
 * other text gets it as a new sentence after it.
 */
export const withTemplate = (text: string, template: string): string => {
  const said = text.trimEnd();
  const sentence = template.trim();
  if (sentence === '') return text;
  if (said.trim() === '') return sentence;
  if (said.toLowerCase().includes(sentence.toLowerCase())) return text;
  return `${said}${/[.!?]$/.test(said) ? ' ' : '. '}${sentence}`;
};

/** One product of the customer's completed orders, to be reviewed. */
export interface ReviewableProduct {
  readonly slug: string;
  readonly name: string;
  readonly image: ProductImage | null;
  /** The newest completed order it came in. */
  readonly orderNumber: string;
  readonly orderedAt: number;
  /** "Pesanan MORE-20261020-0311 · 20 Oktober 2026" */
  readonly orderText: DatedText;
  /** The product's page, where its reviews are. */
  readonly href: string;
}

/**
 * The products of the completed orders, newest order first, each product
 * once: two colours of the same chair, or the chair bought twice, are one
 * product to review (a review names a product_id, and a second one replaces
 * the first).
 */
export const reviewableProductsOf = (orders: readonly OrderSummary[]): ReviewableProduct[] => {
  const bySlug = new Map<string, ReviewableProduct>();
  for (const order of [...orders].filter((o) => o.status === 'completed').sort((a, b) => b.createdAt - a.createdAt)) {
    const waiting = new Set(productsToReview(order));
    for (const item of order.items) {
      if (bySlug.has(item.slug) || !waiting.has(item.slug)) continue;
      bySlug.set(item.slug, {
        slug: item.slug,
        // The short name is the product's; the long one adds the colour bought, which the review does not name.
        name: item.nameShort || item.nameLong,
        image: item.image,
        orderNumber: order.orderNumber,
        orderedAt: order.createdAt,
        orderText: datedText(`Pesanan ${order.orderNumber} · `, dateAt(order.createdAt)),
        href: productHref({ slug: item.slug, isBundle: item.bundle.length > 0 }),
      });
    }
  }
  return [...bySlug.values()];
};

/** /profile/review: what waits for a review, and what was reviewed. */
export interface ReviewsOverview {
  readonly waiting: readonly ReviewableProduct[];
  readonly reviewed: readonly SentReview[];
}

/** The server's largest page of orders (`per_page` up to 50): the fewest calls. */
export const REVIEW_ORDERS_PER_CALL = ORDERS_PER_CALL;

/**
 * The products of the customer's completed orders still waiting for a
 * review, derived from the orders (`status=completed`, page after page):
 * document 2 has no such list. Those reviewed (SentReviews) leave the list
 * at once. Leaving the page forgets the orders (one may complete meanwhile).
 */
export class CustomerReviews implements ClearedOnLogout {
  private readonly orders: OrdersDerived<readonly ReviewableProduct[]>;
  private readonly state = new BehaviorSubject<Loadable<ReviewsOverview>>(idle);
  readonly state$: Observable<Loadable<ReviewsOverview>> = this.state.asObservable();

  constructor(api: Pick<OrdersApi, 'list'>, sent: SentReviews) {
    this.orders = new OrdersDerived<readonly ReviewableProduct[]>(async () => reviewableProductsOf(await everyOrderWith(api, 'completed')));
    combineLatest([this.orders.state$, sent.state$])
      .pipe(map(([products, reviewed]) => overview(products, reviewed)))
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<ReviewsOverview> {
    return this.state.getValue();
  }

  /** Asks unless the products are here or on their way. */
  show(): void {
    this.orders.show();
  }

  /** "Coba Lagi". */
  reload(): void {
    this.orders.reload();
  }

  forget(): void {
    this.orders.forget();
  }

  clearOnLogout(): void {
    this.orders.clearOnLogout();
  }
}

const overview = (products: Loadable<readonly ReviewableProduct[]>, reviewed: readonly SentReview[]): Loadable<ReviewsOverview> => {
  if (products.status !== 'ready') return products;
  const done = new Set(reviewed.map((review) => review.slug));
  return ready({ waiting: products.value.filter((product) => !done.has(product.slug)), reviewed });
};
