import { NOT_YET_RATED_TEXT, idle, loginPathFor, type ProductDetail, ProductReviews, type ProductReviewsView, type RatingSummary, type ReviewCard } from '@more/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import styles from './extras.module.css';
import { FailureNotice } from '../../../shared/FailureNotice';
import { Loadable } from '../../../shared/Loadable';
import { useNearScreen } from '../../../shared/use-near-screen';
import { storeDate } from '../../../shared/dates/store-dates';

const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span className={styles.stars} role="img" aria-label={label}>
    <span aria-hidden="true" className={styles.starsFill} style={{ width: `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%` }}>
      ★★★★★
    </span>
    <span aria-hidden="true">★★★★★</span>
  </span>
);

const Summary = ({ summary }: { summary: RatingSummary }) =>
  !summary.rated ? (
    <p className={styles.summary} data-testid="rating-summary">
      {NOT_YET_RATED_TEXT}
    </p>
  ) : (
  <div className={styles.summary} data-testid="rating-summary">
    <span className={styles.average}>{summary.averageText}</span>
    <span className={styles.outOf}>/5</span>
    <Stars rating={summary.average} label={summary.label} />
    {summary.countText && <span className={styles.count}>{summary.countText}</span>}
  </div>
);

/** A review photo: a thumbnail that opens the picture larger in a dialog. */
const Photo = ({ photo }: { photo: ReviewCard['photos'][number] }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={styles.thumb} onClick={() => dialog.current?.showModal()} aria-label={`Perbesar ${photo.alt}`}>
        <img src={photo.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
      </button>
      <dialog ref={dialog} className={styles.photoDialog} aria-label={photo.alt} onClick={(event) => event.target === dialog.current && dialog.current.close()}>
        <img src={photo.url} alt={photo.alt} className={styles.photoLarge} />
        <form method="dialog">
          <button type="submit" className="btn">
            Tutup
          </button>
        </form>
      </dialog>
    </>
  );
};

const Review = ({ review }: { review: ReviewCard }) => (
  <li className={styles.review} data-testid="review" tabIndex={-1}>
    <div className={styles.reviewHead}>
      <strong>{review.reviewerName}</strong>
      <span className={styles.voucherMeta}>{storeDate(review.createdAt)}</span>
    </div>
    <Stars rating={review.rating} label={review.ratingLabel} />
    {review.variantText && <p className={styles.voucherMeta}>{review.variantText}</p>}
    {review.text && <p className={styles.reviewText}>{review.text}</p>}
    {review.photos.length > 0 && (
      <ul className={styles.photos} aria-label="Foto ulasan">
        {review.photos.map((photo) => (
          <li key={photo.url}>
            <Photo photo={photo} />
          </li>
        ))}
      </ul>
    )}
  </li>
);

const ReviewsSkeleton = () => (
  <div className={styles.stack} role="status" aria-busy="true" aria-label="Memuat ulasan" data-testid="reviews-skeleton">
    {[0, 1, 2].map((n) => (
      <div key={n} className={styles.reviewSkeleton} />
    ))}
  </div>
);

type ReviewListView = Extract<ProductReviewsView, { kind: 'list' }>;

/** The reviews shown so far, "Muat lebih banyak", and the next page's own failure. */
const ReviewList = ({ list, onMore }: { list: ReviewListView; onMore: () => void }) => {
  /** How many reviews were shown when "Muat lebih banyak" was pressed; 0 when focus need not move. */
  const seen = useRef(0);
  // After "Muat lebih banyak" the focus moves to the first new review, so a keyboard user reads on from there.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (seen.current === 0 || list.reviews.length <= seen.current) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="review"]')[seen.current]?.focus();
    seen.current = 0;
  }, [list]);

  return (
    <>
      <Summary summary={list.summary} />
      <ul ref={listRef} className={styles.reviews}>
        {list.reviews.map((review) => (
          <Review key={review.id} review={review} />
        ))}
      </ul>
      {list.more.status === 'failed' && <FailureNotice title="Ulasan berikutnya belum dapat dimuat." failure={list.more.failure} onRetry={onMore} />}
      {list.hasMore && list.more.status !== 'failed' && (
        <button
          type="button"
          className={styles.more}
          disabled={list.more.status === 'loading'}
          onClick={() => {
            seen.current = list.reviews.length;
            onMore();
          }}
        >
          {list.more.status === 'loading' ? 'Mohon menunggu..' : 'Muat lebih banyak'}
        </button>
      )}
    </>
  );
};

/**
 * "Ulasan": the rating summary and the reviews 3 at a time with "Muat lebih
 * banyak". Reviews are read under more/ (a customer's call), so a guest gets
 * the product's rating and a login link. Loaded when scrolled near.
 */
export const Reviews = ({ product }: { product: ProductDetail }) => {
  const reviews = useService(ProductReviews);
  const held = useStore(reviews);
  // Until the effect has told core of this product, what is held is another product's.
  const state = reviews.productId === product.id ? held : idle;
  const customer = useCustomer();
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();
  const [location] = useLocation();
  const customerKey = customer?.email ?? null;

  useEffect(() => {
    if (hydrated && near) void reviews.show(product.id, product.rating, customerKey);
  }, [reviews, product.id, product.rating, customerKey, hydrated, near]);

  if (state.status === 'ready' && state.value.kind === 'list' && state.value.reviews.length === 0) return null;

  return (
    <section ref={ref} className={styles.section} aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        Ulasan
      </h2>
      <Loadable state={state} skeleton={<ReviewsSkeleton />} skeletonIsStatus failure="Ulasan belum dapat ditampilkan." onRetry={() => void reviews.retry()}>
        {(view) =>
          view.kind === 'login-required' ? (
            <>
              <Summary summary={view.summary} />
              <p className="muted-0">
                <Link href={loginPathFor(location)} className={styles.inlineLink}>
                  Masuk untuk membaca ulasan pembeli
                </Link>
              </p>
            </>
          ) : (
            <ReviewList list={view} onMore={() => void reviews.loadMore()} />
          )
        }
      </Loadable>
    </section>
  );
};
