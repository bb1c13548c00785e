import { BehaviorSubject, EMPTY, type Observable } from 'rxjs';
import { formatThousands } from '../money/rupiah';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { type ProductReview, REVIEWS_PAGE_SIZE, type ReviewPage } from './review';
import type { ReviewsApi } from './reviews-api.port';

/** The stars and numbers above a product's reviews. */
export interface RatingSummary {
  /** The mean rating, 0 to 5, to one decimal; 0 when nobody rated. */
  readonly average: number;
  /** "4,6": Indonesian writes a decimal comma. */
  readonly averageText: string;
  /** How many reviews, when known (the product's own rating carries no count). */
  readonly count: number | null;
  /** "12 ulasan", when the count is known. */
  readonly countText: string | null;
  /** "Rating 4,6 dari 5", for screen readers beside the drawn stars. */
  readonly label: string;
  /** False when nobody rated yet (a mean of 0: ratings run 1 to 5), so the page says that instead of "0,0/5". */
  readonly rated: boolean;
}

/** What the page says of a product nobody rated yet. */
export const NOT_YET_RATED_TEXT = 'Belum ada rating';

/** One review as the product page lists it. */
export interface ReviewCard {
  readonly id: number;
  readonly reviewerName: string;
  readonly reviewerPictureUrl: string | null;
  /** 1 to 5. */
  readonly rating: number;
  /** "Rating 5 dari 5". */
  readonly ratingLabel: string;
  readonly text: string;
  /** "Varian: 3 Dudukan, Abu-abu", when known. */
  readonly variantText: string | null;
  /** "20 November 2026", in store time. */
  /** Milliseconds since the epoch: its day is shown. */
  readonly createdAt: number;
  readonly photos: readonly { readonly url: string; readonly alt: string }[];
}

/**
 * The reviews section. `GET more/product/review/{product_id}` is under more/,
 * which needs a logged-in customer (document 2 §6; the mock answers a guest
 * 401), so a guest sees the product's own rating and a way to log in, and a
 * customer the list, 3 a page ("reviews 3 per page by default", document 1
 * §9), each further page appended below ("Muat lebih banyak").
 */
export type ProductReviewsView =
  | { readonly kind: 'login-required'; readonly summary: RatingSummary }
  | {
      readonly kind: 'list';
      readonly summary: RatingSummary;
      readonly reviews: readonly ReviewCard[];
      /** True while pages remain to be read. */
      readonly hasMore: boolean;
      /** "Muat lebih banyak (4 lagi)"-style count of what remains. */
      readonly remaining: number;
      /** A further page on its way, or why it did not come; the reviews shown stay. */
      readonly more: { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'failed'; readonly failure: StoreFailure };
    };

const decimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1).replace('.', ',');

export const ratingSummary = (average: number, count: number | null): RatingSummary => {
  const clamped = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  return {
    average: Math.round(clamped * 10) / 10,
    averageText: decimal(clamped),
    count,
    countText: count === null ? null : `${formatThousands(count)} ulasan`,
    label: `Rating ${decimal(clamped)} dari 5`,
    rated: clamped > 0,
  };
};

/** `21 November 2026 19:05` without its time: a review's day is what matters. */

export const toReviewCard = (review: ProductReview): ReviewCard => ({
  id: review.id,
  reviewerName: review.reviewerName,
  reviewerPictureUrl: review.reviewerPictureUrl,
  rating: review.rating,
  ratingLabel: `Rating ${review.rating} dari 5`,
  text: review.text,
  variantText: review.variant ? `Varian: ${review.variant}` : null,
  createdAt: review.createdAt,
  photos: review.photos.map((photo, index) => ({ url: photo.url, alt: `Foto ulasan ${review.reviewerName} ${index + 1}` })),
});

/** The product reviews of one product for one shopper (see {@link ProductReviewsView}). */
export class ProductReviews {
  private readonly state = new BehaviorSubject<Loadable<ProductReviewsView>>(idle);
  readonly state$: Observable<Loadable<ProductReviewsView>> = this.state.asObservable();
  /** Bumped by every new product or shopper: a late page of the previous one is dropped. */
  private generation = 0;
  private shown: { readonly productId: number; readonly productRating: number; readonly customer: string | null } | null = null;
  private pages: ReviewPage[] = [];
  /** A review of the held product was sent since it was read: the next show reads it again. */
  private stale = false;

  /** `sent`: reviews the customer sends (SentReviews.sent$), so their product's reviews are read again and show them. */
  constructor(
    private readonly api: ReviewsApi,
    sent: Observable<ProductReview> = EMPTY,
  ) {
    sent.subscribe((review) => {
      if (review.productId === this.shown?.productId) this.stale = true;
    });
  }

  get current(): Loadable<ProductReviewsView> {
    return this.state.getValue();
  }

  /** The product whose reviews are held (a view shows nothing of another product's). */
  get productId(): number | null {
    return this.shown?.productId ?? null;
  }

  /**
   * Shows a product's reviews to this shopper (a customer's email, or null for a
   * guest). Showing the same product to the same shopper again keeps what is
   * loaded; `productRating` is the product's own mean, the guest's summary.
   */
  show(productId: number, productRating: number, customer: string | null): Promise<void> {
    const same = this.shown?.productId === productId && this.shown.customer === customer && !this.stale;
    this.shown = { productId, productRating, customer };
    this.stale = false;
    if (same && this.current.status !== 'idle' && this.current.status !== 'failed') return Promise.resolve();
    this.generation++;
    this.pages = [];
    if (customer === null) {
      this.state.next(ready({ kind: 'login-required', summary: ratingSummary(productRating, null) }));
      return Promise.resolve();
    }
    return this.loadFirst();
  }

  /** Loads page 1 again (the retry button of a failed section). */
  retry(): Promise<void> {
    if (!this.shown || this.shown.customer === null) return Promise.resolve();
    this.generation++;
    this.pages = [];
    return this.loadFirst();
  }

  /** Appends the next page ("Muat lebih banyak"); nothing when none remains or one is on its way. */
  async loadMore(): Promise<void> {
    const view = this.current.status === 'ready' ? this.current.value : null;
    const productId = this.shown?.productId;
    if (!view || view.kind !== 'list' || !view.hasMore || view.more.status === 'loading' || productId === undefined) return;
    const generation = this.generation;
    const nextPage = (this.pages.at(-1)?.page ?? 0) + 1;
    this.state.next(ready({ ...view, more: { status: 'loading' } }));
    try {
      const page = await this.api.reviewsOf(productId, { page: nextPage, perPage: REVIEWS_PAGE_SIZE });
      if (generation !== this.generation) return;
      this.pages.push(page);
      this.state.next(ready(this.listView()));
    } catch (error) {
      if (generation !== this.generation) return;
      this.state.next(ready({ ...view, more: { status: 'failed', failure: toStoreFailure(error, 'GET more/product/review/{product_id}') } }));
    }
  }

  private async loadFirst(): Promise<void> {
    const generation = this.generation;
    const productId = this.shown!.productId;
    this.state.next(loading);
    let next: Loadable<ProductReviewsView>;
    try {
      const page = await this.api.reviewsOf(productId, { page: 1, perPage: REVIEWS_PAGE_SIZE });
      if (generation !== this.generation) return;
      this.pages = [page];
      next = ready(this.listView());
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET more/product/review/{product_id}'));
    }
    if (generation === this.generation) this.state.next(next);
  }

  private listView(): ProductReviewsView {
    const last = this.pages.at(-1)!;
    const seen = new Set<number>();
    const reviews = this.pages
      .flatMap((page) => page.items)
      .filter((review) => !seen.has(review.id) && seen.add(review.id))
      .map(toReviewCard);
    const hasMore = last.page < last.totalPages && last.items.length > 0;
    return {
      kind: 'list',
      summary: ratingSummary(last.rating, last.total),
      reviews,
      hasMore,
      remaining: hasMore ? Math.max(0, last.total - reviews.length) : 0,
      more: { status: 'idle' },
    };
  }
}
