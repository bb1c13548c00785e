import { CustomerReviews, loading, NO_REVIEWABLE_PRODUCTS_TEXT, NO_SENT_REVIEWS_TEXT, type ReviewableProduct, ReviewForm, type SentReview, ordersHref, reviewLineRefOf } from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Dialog } from '../../../shared/Dialog';
import { FormSkeleton } from '../../../shared/forms/FormSkeleton';
import { Loadable } from '../../../shared/Loadable';
import { ProductImage } from '../../../shared/product/ProductImage';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { lazyModule } from '../../../shared/lazy-module';
import styles from '../Reviews.module.css';
import { datedText, storeDateTime } from '../../../shared/dates/store-dates';

/** The form itself (stars, words, photos), in its own chunk: most visits only read the lists. Asked for at the press. */
const reviewFormView = lazyModule(() => import('../ReviewFormView'));

const FAILURE = 'Produk untuk diulas belum dapat ditampilkan.';
const FORM_FAILURE = 'Formulir ulasan belum dapat ditampilkan.';

/**
 * `/profile/review` (needs login; document 1 §2 "review"): the products of
 * the customer's completed orders still waiting for a review, each with
 * "Tulis Ulasan" (the form in a dialog), and the reviews sent, each with the
 * way to its product's page, where it now shows among the reviews.
 * `?ordersn=…&product=<slug>` (an order's "Beri Ulasan") opens the form for
 * that product at once, when it is still waiting for a review.
 */
export default function ReviewPage(_props: PageProps) {
  const reviews = useService(CustomerReviews);
  const form = useService(ReviewForm);
  const state = useStore(reviews);
  const [writing, setWriting] = useState<ReviewableProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const search = useSearch();
  const openedFor = useRef<string | null>(null);

  useEffect(() => reviews.show(), [reviews]);
  // Leaving the page: the next visit asks again, and an unsent form's photos are deleted.
  useEffect(
    () => () => {
      reviews.forget();
      form.forget();
    },
    [reviews, form],
  );
  // The product reviewed has left the list with the button that opened the form: the news takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const write = (product: ReviewableProduct) => {
    void reviewFormView.request().catch(() => undefined);
    setNotice(null);
    form.open(product);
    setWriting(product);
  };

  // An order's "Beri Ulasan" names its product: its form opens once the waiting products are known, once per address.
  useEffect(() => {
    const wanted = reviewLineRefOf(search);
    if (!wanted || state.status !== 'ready' || openedFor.current === search) return;
    openedFor.current = search;
    const product = state.value.waiting.find((waiting) => waiting.slug === wanted.slug);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form opens once the list it is chosen from has arrived from the server
    if (product) write(product);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- write only sets state and opens the form
  }, [search, state]);
  const close = () => {
    form.forget();
    setWriting(null);
  };

  return (
    <section className={styles.page} aria-labelledby="reviews-title">
      <div className="stack-1">
        <h1 id="reviews-title" className={styles.title}>
          Ulasan
        </h1>
        <p className={styles.lead}>Bagikan pengalaman Anda dengan produk yang sudah diterima.</p>
      </div>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.success} data-testid="review-sent">
          {notice}
        </p>
      )}
      <Loadable state={state} skeleton={<ListSkeleton />} busyLabel="Memuat produk untuk diulas" failure={FAILURE} onRetry={() => reviews.reload()} testId="reviews">
        {(view) => (
          <>
            <section className="stack-3" aria-labelledby="waiting-title">
              <h2 id="waiting-title" className="t-lg">
                Menunggu Ulasan <span className={styles.count}>({view.waiting.length})</span>
              </h2>
              {view.waiting.length === 0 ? (
                <div className={styles.empty} data-testid="reviews-waiting-empty">
                  <p>{NO_REVIEWABLE_PRODUCTS_TEXT}</p>
                  <Link href={ordersHref({ tab: 'completed', page: 1 })} className="start-link">
                    Lihat Pesanan Selesai
                  </Link>
                </div>
              ) : (
                <ul className="stack-3 bare" data-testid="reviews-waiting">
                  {view.waiting.map((product) => (
                    <li key={product.slug} className={`card ${styles.product}`} data-testid="review-waiting" data-product={product.slug}>
                      <ProductImage slot="thumb" image={product.image} className="thumb" decorative />
                      <div className="stack-1 min-0">
                        <h3 className={styles.productName}>
                          <Link href={product.href}>{product.name}</Link>
                        </h3>
                        <p className="muted-0">{datedText(product.orderText)}</p>
                      </div>
                      <button type="button" className={styles.writeButton} onClick={() => write(product)} aria-label={`Tulis ulasan ${product.name}`}>
                        Tulis Ulasan
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="stack-3" aria-labelledby="reviewed-title">
              <h2 id="reviewed-title" className="t-lg">
                Sudah Diulas <span className={styles.count}>({view.reviewed.length})</span>
              </h2>
              {view.reviewed.length === 0 ? (
                <p className={`${styles.empty} ${styles.emptyQuiet}`} data-testid="reviews-sent-empty">
                  {NO_SENT_REVIEWS_TEXT}
                </p>
              ) : (
                <ul className="stack-3 bare" data-testid="reviews-sent">
                  {view.reviewed.map((review) => (
                    <SentReviewCard key={review.id} review={review} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Loadable>
      {writing && (
        <Dialog title="Tulis Ulasan" onClose={close} testId="review-dialog">
          <ReviewDialogBody
            onSent={(_review, message) => {
              setWriting(null);
              form.forget();
              setNotice(message);
            }}
          />
        </Dialog>
      )}
    </section>
  );
}

/** The form once its product's id and the templates are here; its skeleton, failure or "no longer sold" before. */
const ReviewDialogBody = ({ onSent }: { readonly onSent: (review: SentReview, message: string) => void }) => {
  const form = useService(ReviewForm);
  const state = useStore(form);
  const View = reviewFormView.useWhen(true)?.ReviewFormView;
  // Until the form's chunk is here too, the skeleton stands for it as for the form's data.
  const shown = View ? state : loading;
  return (
    <Loadable state={shown} skeleton={<FormSkeleton fields={3} label="Memuat formulir ulasan" />} skeletonIsStatus failure={FORM_FAILURE} onRetry={() => form.reload()} testId="review-form">
      {(target) =>
        target.kind === 'gone' ? (
          <p className={styles.empty} data-testid="review-product-gone">
            {target.message}
          </p>
        ) : (
          // A new form for each product: what was typed for one never shows under another.
          View && <View key={target.subject.product.slug} subject={target.subject} onSent={onSent} />
        )
      }
    </Loadable>
  );
};

const Stars = ({ rating, label }: { readonly rating: number; readonly label: string }) => (
  <span className={styles.stars} role="img" aria-label={label}>
    {[1, 2, 3, 4, 5].map((star) => (
      <svg key={star} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-lit={star <= rating || undefined}>
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </svg>
    ))}
  </span>
);

/** A review sent from this account: its stars, words, photos and date, and the product page where it shows. */
const SentReviewCard = ({ review }: { readonly review: SentReview }) => (
  <li className="card sent-card" data-testid="review-sent-card" data-product={review.slug}>
    <ProductImage slot="thumb" image={review.image} className="thumb" decorative />
    <div className={styles.sentBody}>
      <h3 className={styles.productName}>{review.productName}</h3>
      <div className={styles.sentMeta}>
        <Stars rating={review.rating} label={review.ratingLabel} />
        <time className="muted-0" dateTime={new Date(review.createdAt).toISOString()}>
          {storeDateTime(review.createdAt)}
        </time>
      </div>
      {review.text && <p className={styles.sentText}>{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className={styles.sentPhotos} aria-label="Foto ulasan">
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`Foto ulasan ${index + 1}`} width={64} height={64} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <Link href={review.href} className="start-link">
        Lihat di halaman produk
      </Link>
    </div>
  </li>
);

const ListSkeleton = () => (
  <div className="stack-3 bare">
    <div className={styles.cardSkeleton} />
    <div className={styles.cardSkeleton} />
  </div>
);
