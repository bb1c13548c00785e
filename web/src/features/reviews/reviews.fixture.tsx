import { AuthStore, CustomerReviews, InMemorySessionStore, type OrderDetail, type ProductDetail, ReviewForm, SentReviews } from '@more/core';
import { InMemoryOrdersApi, InMemoryProductDetailApi, InMemoryReviewsApi, aUser } from '@more/core/testing';
import { testServices } from '../../shared/services.fixture';

export const reviewTemplates = [
  { id: 1, text: 'Kualitas produk sangat baik' },
  { id: 2, text: 'Sesuai dengan foto dan deskripsi' },
  { id: 5, text: 'Mudah dirakit' },
];

/** Core's real review use cases on core's fakes, wired as the reviews module (and the frame's SentReviews) wires them. */
export const reviewsWorld = (options: { readonly orders?: readonly OrderDetail[]; readonly products?: readonly ProductDetail[] } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const ordersApi = new InMemoryOrdersApi(options.orders);
  const reviewsApi = new InMemoryReviewsApi([], reviewTemplates);
  const productsApi = new InMemoryProductDetailApi(options.products);
  const sent = new SentReviews();
  const reviews = new CustomerReviews(ordersApi, sent);
  const form = new ReviewForm(reviewsApi, productsApi, sent);
  const services = testServices([
    [AuthStore, auth],
    [SentReviews, sent],
    [CustomerReviews, reviews],
    [ReviewForm, form],
  ]);
  return { auth, ordersApi, reviewsApi, productsApi, sent, reviews, form, services };
};

export type ReviewsWorld = ReturnType<typeof reviewsWorld>;

export { renderAt } from '../../shared/render-at.fixture';
