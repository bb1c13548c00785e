import { BehaviorSubject, type Observable, Subject } from 'rxjs';
import type { ProductImage } from '../catalogue/product';
import type { ClearedOnLogout } from '../session/participants';
import type { ProductReview, UploadedPhoto } from './review';

// Its own module, with nothing but types from the review page's: the frame binds SentReviews (the product page
// reads it too), and a module the entry imports is in the entry whole.

/** What the review page knew of the product reviewed (a ReviewableProduct; named here so the two modules do not import each other). */
export interface ReviewedProduct {
  readonly slug: string;
  readonly name: string;
  readonly image: ProductImage | null;
  readonly href: string;
}

/** A review sent from this account, as /profile/review lists it. */
export interface SentReview {
  readonly id: number;
  readonly productId: number;
  readonly slug: string;
  readonly productName: string;
  readonly image: ProductImage | null;
  readonly href: string;
  readonly rating: number;
  /** "Rating 4 dari 5" */
  readonly ratingLabel: string;
  readonly text: string;
  readonly photos: readonly UploadedPhoto[];
  readonly createdAt: number;
}

/**
 * The reviews sent from this account, newest first, one per product.
 *
 * Where "reviewed" comes from: document 2 §7 has no call listing a
 * customer's reviews, and a product's reviews (`GET
 * more/product/review/{product_id}`) carry only the reviewer's shortened
 * name and picture, nothing that says "yours" (matching a name like "Sinta
 * W." would take another shopper's review for the customer's). So what can
 * be listed as reviewed is what the store saw sent: the reviews this tab
 * sent for the logged-in customer, with what the server answered. They are
 * kept in memory only (never in browser storage, which could outlive a
 * logout) and emptied at logout. After a reload a reviewed product shows
 * again under "Menunggu Ulasan"; reviewing it again is harmless, as the
 * server replaces a customer's earlier review of a product, and the form
 * says so. A "my reviews" call on the server is what would make it last.
 *
 * `sent$` tells the product page's reviews (ProductReviews) to read the
 * product again, so the new review shows there.
 */
export class SentReviews implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<readonly SentReview[]>([]);
  readonly state$: Observable<readonly SentReview[]> = this.state.asObservable();
  private readonly sent = new Subject<ProductReview>();
  readonly sent$: Observable<ProductReview> = this.sent.asObservable();

  get current(): readonly SentReview[] {
    return this.state.getValue();
  }

  add(review: ProductReview, product: ReviewedProduct): SentReview {
    const sent: SentReview = {
      id: review.id,
      productId: review.productId,
      slug: product.slug,
      productName: product.name,
      image: product.image,
      href: product.href,
      rating: review.rating,
      ratingLabel: `Rating ${review.rating} dari 5`,
      text: review.text,
      photos: review.photos,
      createdAt: review.createdAt,
    };
    // A second review of a product replaces the first, on the server and here.
    this.state.next([sent, ...this.current.filter((known) => known.slug !== sent.slug && known.productId !== sent.productId)]);
    this.sent.next(review);
    return sent;
  }

  clearOnLogout(): void {
    this.state.next([]);
  }
}
