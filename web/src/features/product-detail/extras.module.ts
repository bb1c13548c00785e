import {
  CheckoutApiToken,
  ChosenLocation,
  InspirationApiToken,
  InstalmentPlans,
  ProductCatalogueToken,
  ProductInspirations,
  ProductReviews,
  ProductVouchers,
  RegionsApiToken,
  RelatedProducts,
  ReviewsApiToken,
  SentReviews,
  ShippingEstimate,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { bindSentReviews } from '../../app/composition-root/sent-reviews';

/**
 * 'product-detail/extras': the product and bundle pages' later sections (their rows' `later`): vouchers, instalments,
 * the shipping estimate, reviews, related products and inspiration. The product itself is the
 * frame's ProductDetails; what the page needs at once is the product-detail module's.
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  useCase(ProductVouchers, [CheckoutApiToken]);
  useCase(InstalmentPlans, [CheckoutApiToken]);
  useCase(ShippingEstimate, [CheckoutApiToken, RegionsApiToken, ChosenLocation]);
  // A review the customer sends (SentReviews, shared with the review page) has its product's reviews read again, so it shows.
  bindSentReviews(options);
  factory(ProductReviews, [ReviewsApiToken, SentReviews], (api, sent) => new ProductReviews(api, sent.sent$));
  useCase(RelatedProducts, [ProductCatalogueToken]);
  useCase(ProductInspirations, [InspirationApiToken]);
});
