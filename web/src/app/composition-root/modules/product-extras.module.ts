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
  ShippingEstimate,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/**
 * The product and bundle pages' later sections (their rows' `later`): vouchers, instalments,
 * the shipping estimate, reviews, related products and inspiration. The product itself is the
 * frame's ProductDetails; what the page needs at once is the product-detail module's.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(ProductVouchers, [CheckoutApiToken]);
  useCase(InstalmentPlans, [CheckoutApiToken]);
  useCase(ShippingEstimate, [CheckoutApiToken, RegionsApiToken, ChosenLocation]);
  useCase(ProductReviews, [ReviewsApiToken]);
  useCase(RelatedProducts, [ProductCatalogueToken]);
  useCase(ProductInspirations, [InspirationApiToken]);
});
