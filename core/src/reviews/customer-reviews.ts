import { BehaviorSubject, type Observable, Subject, combineLatest, from, map, of, switchMap } from 'rxjs';
import type { FieldErrors } from '../account/account-forms';
import { productHref } from '../catalogue/product-card';
import type { ProductImage } from '../catalogue/product';
import type { OrderSummary } from '../orders/order';
import type { OrdersApi } from '../orders/orders-api.port';
import { productsToReview } from '../orders/order-review';
import type { ProductDetailApi } from '../product-detail/product-detail-api.port';
import type { ClearedOnLogout } from '../session/participants';
import { formatStoreDateTime } from '../shared/dates';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, loadingThen, ready } from '../shared/loadable';
import { feedbackRefusal } from './feedback-refusal';
import { FormPhotos, PhotoUploads, type PhotoUploadsView, reviewPhotoTransport } from './photo-uploads';
import type { FeedbackTemplate } from './review';
import type { SentReview, SentReviews } from './sent-reviews';
import type { ReviewsApi } from './reviews-api.port';


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
  readonly orderText: string;
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
        orderText: `Pesanan ${order.orderNumber} · ${formatStoreDateTime(order.createdAt).replace(/ \d{2}:\d{2}$/, '')}`,
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
export const REVIEW_ORDERS_PER_CALL = 50;
/** Pages read at most: 500 completed orders, far more than a furniture shopper makes. */
const MAX_ORDER_PAGES = 10;
const ORDERS_CALL = 'GET more/transaction/order';

/**
 * The products of the customer's completed orders still waiting for a
 * review, derived from the orders (`status=completed`, page after page):
 * document 2 has no such list. Those reviewed (SentReviews) leave the list
 * at once. Leaving the page forgets the orders (one may complete meanwhile).
 */
export class CustomerReviews implements ClearedOnLogout {
  private readonly requests = new Subject<boolean>();
  private readonly orders = new BehaviorSubject<Loadable<readonly ReviewableProduct[]>>(idle);
  private readonly state: BehaviorSubject<Loadable<ReviewsOverview>>;
  readonly state$: Observable<Loadable<ReviewsOverview>>;

  constructor(
    private readonly api: Pick<OrdersApi, 'list'>,
    private readonly sent: SentReviews,
  ) {
    this.state = new BehaviorSubject<Loadable<ReviewsOverview>>(idle);
    this.state$ = this.state.asObservable();
    this.requests.pipe(switchMap((load) => (load ? loadingThen(() => this.loadAll(), ORDERS_CALL) : of(idle)))).subscribe((next) => this.orders.next(next));
    combineLatest([this.orders, this.sent.state$])
      .pipe(map(([products, reviewed]) => overview(products, reviewed)))
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<ReviewsOverview> {
    return this.state.getValue();
  }

  /** Asks unless the products are here or on their way. */
  show(): void {
    const { status } = this.orders.getValue();
    if (status === 'idle' || status === 'failed') this.requests.next(true);
  }

  /** "Coba Lagi". */
  reload(): void {
    this.requests.next(true);
  }

  forget(): void {
    this.requests.next(false);
  }

  clearOnLogout(): void {
    this.forget();
  }

  private async loadAll(): Promise<ReviewableProduct[]> {
    const first = await this.api.list({ status: 'completed', page: 1, perPage: REVIEW_ORDERS_PER_CALL });
    const last = Math.min(first.totalPages, MAX_ORDER_PAGES);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - 1) }, (_, index) => this.api.list({ status: 'completed', page: index + 2, perPage: REVIEW_ORDERS_PER_CALL })),
    );
    return reviewableProductsOf([first, ...rest].flatMap((page) => page.items));
  }
}

const overview = (products: Loadable<readonly ReviewableProduct[]>, reviewed: readonly SentReview[]): Loadable<ReviewsOverview> => {
  if (products.status !== 'ready') return products;
  const done = new Set(reviewed.map((review) => review.slug));
  return ready({ waiting: products.value.filter((product) => !done.has(product.slug)), reviewed });
};

export type ReviewField = 'rating' | 'text' | 'photos';

export interface ReviewInput {
  /** 1 to 5, or null before the shopper chose. */
  readonly rating: number | null;
  readonly text: string;
}

/** Every mistake at once, in the form's order; the photos' is PhotoUploads' blocker ("Tunggu…", "Ulangi atau hapus…"). */
export const reviewFormErrors = (input: ReviewInput, photos: Pick<PhotoUploadsView, 'blocker'>): FieldErrors<ReviewField> => {
  const errors: FieldErrors<ReviewField> = {};
  if (input.rating === null || !Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) errors.rating = REVIEW_RATING_REQUIRED_TEXT;
  if (input.text.trim().length > REVIEW_TEXT_MAX_LENGTH) errors.text = REVIEW_TEXT_TOO_LONG_TEXT;
  if (photos.blocker) errors.photos = photos.blocker;
  return errors;
};

/** The product the open form reviews, with what the form offers. */
export interface ReviewSubject {
  readonly product: ReviewableProduct;
  /** From `GET uni/product/{slug}`: an order's items name products by slug, a review by id. */
  readonly productId: number;
  readonly templates: readonly FeedbackTemplate[];
}

export type ReviewTarget = { readonly kind: 'product'; readonly subject: ReviewSubject } | { readonly kind: 'gone'; readonly message: string };

export type ReviewOutcome =
  | { readonly kind: 'sent'; readonly review: SentReview; readonly message: string }
  /** Not sent: mistakes beside the fields. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ReviewField> }
  /** Not sent: one is on its way, or no form is open. */
  | { readonly kind: 'busy' }
  /** The server refused or failed: its reasons beside the fields, its message above the button (null when it only repeats one). */
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly errors: FieldErrors<ReviewField>; readonly message: string | null };

const SUBMIT_CALL = 'POST more/product/review';

/**
 * The review form of /profile/review (issue 20, point 6): for the product
 * chosen, its id and the templates (`review/templates`), asked together; the
 * form's photos (PhotoUploads, one by one through `review/upload`); the
 * review sent once (a second press while it is on its way sends nothing),
 * and joining SentReviews when the server took it.
 */
export class ReviewForm implements ClearedOnLogout {
  private readonly requests = new Subject<ReviewableProduct | null>();
  private readonly state = new BehaviorSubject<Loadable<ReviewTarget>>(idle);
  readonly state$: Observable<Loadable<ReviewTarget>> = this.state.asObservable();
  private opened: ReviewableProduct | null = null;
  private sending = false;
  private readonly formPhotos: FormPhotos;

  constructor(
    private readonly reviews: ReviewsApi,
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly sent: SentReviews,
  ) {
    this.formPhotos = new FormPhotos(() => new PhotoUploads(reviewPhotoTransport(this.reviews)));
    this.requests.pipe(switchMap((product) => (product === null ? of(idle) : from(this.find(product))))).subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<ReviewTarget> {
    return this.state.getValue();
  }

  /** The open form's photos; a new set for each product opened. */
  get photos(): PhotoUploads {
    return this.formPhotos.current;
  }

  /** The product the form is open for, if any. */
  get product(): ReviewableProduct | null {
    return this.opened;
  }

  /** Opens the form for a product; the same product already open is kept, photos and all. */
  open(product: ReviewableProduct): void {
    const { status } = this.current;
    if (this.opened?.slug === product.slug && (status === 'loading' || status === 'ready')) return;
    this.close();
    this.opened = product;
    this.state.next(loading);
    this.requests.next(product);
  }

  /** "Coba Lagi" after a failed load. */
  reload(): void {
    if (!this.opened) return;
    this.state.next(loading);
    this.requests.next(this.opened);
  }

  /**
   * Sends the review, once. Every mistake is found before anything is sent;
   * photos still uploading or failed hold it back.
   */
  async submit(input: ReviewInput): Promise<ReviewOutcome> {
    const target = this.current;
    if (this.sending || target.status !== 'ready' || target.value.kind !== 'product') return { kind: 'busy' };
    const { subject } = target.value;
    const uploads = this.formPhotos.current;
    const errors = reviewFormErrors(input, uploads.current);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    this.sending = true;
    try {
      const review = await this.reviews.submit({ productId: subject.productId, rating: input.rating!, text: input.text.trim(), photoIds: uploads.photoIds });
      const sent = this.sent.add(review, subject.product);
      // The photos belong to the review now: nothing to delete when the form closes.
      uploads.reset();
      return { kind: 'sent', review: sent, message: REVIEW_SENT_TEXT };
    } catch (error) {
      const failure = toStoreFailure(error, SUBMIT_CALL);
      // The wire's `review` and `file_ids` are the form's text and photos.
      return { kind: 'failed', failure, ...feedbackRefusal(failure, { rating: 'rating', text: 'review', photos: 'fileIds' }) };
    } finally {
      this.sending = false;
    }
  }

  /** Closing the form unsent: the photos uploaded for it are deleted on the server. */
  forget(): void {
    this.close();
    this.requests.next(null);
  }

  /** Logging out: nothing of the form stays; the photos are not deleted (the calls need the session just ended). */
  clearOnLogout(): void {
    this.formPhotos.forget();
    this.opened = null;
    this.requests.next(null);
  }

  private close(): void {
    this.formPhotos.discard();
    this.opened = null;
  }

  private async find(product: ReviewableProduct): Promise<Loadable<ReviewTarget>> {
    const [detail, templates] = await Promise.allSettled([this.products.bySlug(product.slug), this.reviews.templates()]);
    if (detail.status === 'rejected') {
      const failure = toStoreFailure(detail.reason, 'GET uni/product/{slug}');
      return failure.kind === 'not-found' ? ready({ kind: 'gone', message: REVIEW_PRODUCT_GONE_TEXT }) : failed(failure);
    }
    if (templates.status === 'rejected') return failed(toStoreFailure(templates.reason, 'GET more/product/review/templates'));
    return ready({ kind: 'product', subject: { product, productId: detail.value.id, templates: templates.value } });
  }
}
