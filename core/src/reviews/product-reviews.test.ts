import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { ProductReviews, ratingSummary, toReviewCard } from './product-reviews';
import { REVIEWS_PAGE_SIZE } from './review';
import { aReview } from './review.fixture';
import { InMemoryReviewsApi } from './reviews-api.fake';

const reviewsOf12 = (count: number) => Array.from({ length: count }, (_, i) => aReview({ id: i + 1, rating: (i % 5) + 1 }));

describe('rating summary', () => {
  it('writes the mean with a decimal comma and the count in Indonesian', () => {
    expect(ratingSummary(4.56, 1204)).toEqual({ average: 4.6, averageText: '4,6', count: 1204, countText: '1.204 ulasan', label: 'Rating 4,6 dari 5', rated: true });
    // Ratings run 1 to 5: a mean of 0 is a product nobody rated, which the page says instead of "0,0/5".
    expect(ratingSummary(0, null)).toMatchObject({ averageText: '0,0', countText: null, rated: false });
    expect(ratingSummary(1, 1).rated).toBe(true);
    expect(ratingSummary(9, 1).average).toBe(5);
    expect(ratingSummary(Number.NaN, 0).average).toBe(0);
  });

  it('shows a review\'s day in store time, its variant, and names its photos', () => {
    const card = toReviewCard(aReview({ photos: [{ id: 1, url: 'https://img.test/1.jpg', name: '1.jpg' }] }));
    expect(card).toMatchObject({ createdAt: Date.UTC(2026, 10, 20, 8, 30), variantText: 'Varian: 3 Dudukan, Abu-abu', ratingLabel: 'Rating 5 dari 5' });
    expect(card.photos).toEqual([{ url: 'https://img.test/1.jpg', alt: 'Foto ulasan Sinta W. 1' }]);
    expect(toReviewCard(aReview({ variant: null })).variantText).toBeNull();
  });
});

describe('ProductReviews', () => {
  it('asks a guest to log in, with the product\'s own rating, and calls nothing under more/', async () => {
    const api = new InMemoryReviewsApi(reviewsOf12(4));
    const reviews = new ProductReviews(api);
    await reviews.show(12, 4.5, null);
    expect(reviews.current).toEqual({ status: 'ready', value: { kind: 'login-required', summary: ratingSummary(4.5, null) } });
    expect(api.calls).toEqual([]);
  });

  it('pages a customer\'s reading 3 at a time ("reviews 3 per page by default", document 1 §9) and appends each page', async () => {
    const api = new InMemoryReviewsApi(reviewsOf12(7));
    const reviews = new ProductReviews(api);
    await reviews.show(12, 0, 'c5@test');
    expect(REVIEWS_PAGE_SIZE).toBe(3);
    expect(reviews.current).toMatchObject({ status: 'ready', value: { kind: 'list', hasMore: true, remaining: 4, summary: { count: 7, averageText: '2,6' } } });
    await reviews.loadMore();
    await reviews.loadMore();
    const view = reviews.current.status === 'ready' ? reviews.current.value : null;
    expect(view?.kind === 'list' && view.reviews.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(view).toMatchObject({ hasMore: false, remaining: 0 });
    await reviews.loadMore();
    expect(api.callsOf('reviewsOf')).toEqual([
      { productId: 12, page: 1, perPage: 3 },
      { productId: 12, page: 2, perPage: 3 },
      { productId: 12, page: 3, perPage: 3 },
    ]);
  });

  it('keeps the reviews shown when a further page fails, and loads it on the next try', async () => {
    const api = new InMemoryReviewsApi(reviewsOf12(5));
    const reviews = new ProductReviews(api);
    await reviews.show(12, 0, 'c5@test');
    api.failing.reviewsOf = new StoreFailure('network', 'GET more/product/review/{product_id}', 'offline');
    await reviews.loadMore();
    expect(reviews.current).toMatchObject({ status: 'ready', value: { reviews: [{}, {}, {}], more: { status: 'failed', failure: { kind: 'network' } } } });
    delete api.failing.reviewsOf;
    await reviews.loadMore();
    expect(reviews.current).toMatchObject({ status: 'ready', value: { reviews: [{}, {}, {}, {}, {}], more: { status: 'idle' } } });
  });

  it('fails the first page with a retry, and does not ask again for the same product and shopper once loaded', async () => {
    const api = new InMemoryReviewsApi(reviewsOf12(2));
    api.failing.reviewsOf = new Error('offline');
    const reviews = new ProductReviews(api);
    await reviews.retry();
    await reviews.show(12, 0, 'c5@test');
    expect(reviews.current).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    delete api.failing.reviewsOf;
    await reviews.retry();
    expect(reviews.current).toMatchObject({ status: 'ready', value: { kind: 'list', hasMore: false, summary: { count: 2 } } });
    await reviews.show(12, 0, 'c5@test');
    expect(api.callsOf('reviewsOf')).toHaveLength(2);
  });

  it('drops a late page of a product the shopper has left', async () => {
    const api = new InMemoryReviewsApi([...reviewsOf12(4), aReview({ id: 50, productId: 13 })]);
    const reviews = new ProductReviews(api);
    await reviews.show(12, 0, 'c5@test');
    const more = reviews.loadMore();
    const first = reviews.show(12, 0, 'c6@test');
    const other = reviews.show(13, 4, 'c6@test');
    await Promise.all([more, first, other]);
    expect(reviews.current).toMatchObject({ status: 'ready', value: { reviews: [{ id: 50 }] } });
  });

  it('has no more pages for a product without reviews', async () => {
    const reviews = new ProductReviews(new InMemoryReviewsApi());
    await reviews.show(40, 0, 'c5@test');
    expect(reviews.current).toMatchObject({ status: 'ready', value: { kind: 'list', reviews: [], hasMore: false, summary: { count: 0 } } });
  });
});
