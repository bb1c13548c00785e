import { CustomerReviews, OrdersApiToken, ProductDetailApiToken, ReviewForm, ReviewsApiToken, SentReviews } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { bindSentReviews } from '../../app/composition-root/sent-reviews';

/**
 * The reviews page (/profile/review): the products of the completed orders
 * waiting for a review, the review form with its photos, and the reviews sent
 * (shared with the product page: app/composition-root/sent-reviews.ts). Each holds the customer's
 * data and is emptied at logout.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  bindSentReviews(options);
  useCase(CustomerReviews, [OrdersApiToken, SentReviews]).onActivation(clearedAtLogout);
  useCase(ReviewForm, [ReviewsApiToken, ProductDetailApiToken, SentReviews]).onActivation(clearedAtLogout);
});
