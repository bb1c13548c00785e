import type { FieldErrors } from '../account/account-forms';
import type { ProductDetailApi } from '../product-detail/product-detail-api.port';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, ready } from '../shared/loadable';
import { REVIEW_PRODUCT_GONE_TEXT, REVIEW_RATING_REQUIRED_TEXT, REVIEW_SENT_TEXT, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_TOO_LONG_TEXT, type ReviewableProduct } from './customer-reviews';
import { type FeedbackOutcome, FeedbackForm } from './feedback-form';
import { type PhotoUploadsView, reviewPhotoTransport } from './photo-uploads';
import type { FeedbackTemplate } from './review';
import type { ReviewsApi } from './reviews-api.port';
import type { SentReview, SentReviews } from './sent-reviews';

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

export type ReviewOutcome = FeedbackOutcome<ReviewField, { readonly kind: 'sent'; readonly review: SentReview; readonly message: string }>;

/**
 * The review form of /profile/review (issue 20, point 6): for the product
 * chosen, its id and the templates (`review/templates`), asked together; the
 * form's photos go one by one through `review/upload`; a review the server
 * took joins SentReviews.
 */
export class ReviewForm extends FeedbackForm<ReviewableProduct, ReviewTarget, ReviewSubject, ReviewInput, ReviewField, Extract<ReviewOutcome, { kind: 'sent' }>> {
  constructor(
    private readonly reviews: ReviewsApi,
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly sent: SentReviews,
  ) {
    // The wire's `review` and `file_ids` are the form's text and photos.
    super(reviewPhotoTransport(reviews), { name: 'POST more/product/review', wireNames: { rating: 'rating', text: 'review', photos: 'fileIds' } });
  }

  /** The product the form is open for, if any. */
  get product(): ReviewableProduct | null {
    return this.opened;
  }

  protected sameRef(a: ReviewableProduct, b: ReviewableProduct): boolean {
    return a.slug === b.slug;
  }

  protected subjectOf(target: ReviewTarget): ReviewSubject | null {
    return target.kind === 'product' ? target.subject : null;
  }

  protected errorsOf(input: ReviewInput, photos: PhotoUploadsView): FieldErrors<ReviewField> {
    return reviewFormErrors(input, photos);
  }

  protected async send(subject: ReviewSubject, input: ReviewInput, photoIds: readonly number[]): Promise<Extract<ReviewOutcome, { kind: 'sent' }>> {
    const review = await this.reviews.submit({ productId: subject.productId, rating: input.rating!, text: input.text.trim(), photoIds });
    return { kind: 'sent', review: this.sent.add(review, subject.product), message: REVIEW_SENT_TEXT };
  }

  protected async find(product: ReviewableProduct): Promise<Loadable<ReviewTarget>> {
    const [detail, templates] = await Promise.allSettled([this.products.bySlug(product.slug), this.reviews.templates()]);
    if (detail.status === 'rejected') {
      const failure = toStoreFailure(detail.reason, 'GET uni/product/{slug}');
      return failure.kind === 'not-found' ? ready({ kind: 'gone', message: REVIEW_PRODUCT_GONE_TEXT }) : failed(failure);
    }
    if (templates.status === 'rejected') return failed(toStoreFailure(templates.reason, 'GET more/product/review/templates'));
    return ready({ kind: 'product', subject: { product, productId: detail.value.id, templates: templates.value } });
  }
}
