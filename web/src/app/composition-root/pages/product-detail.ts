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
import { providePageService } from '../page-services';

// The product page's extra sections: vouchers, instalments, shipping estimate, reviews, related, inspiration (see page-services.ts).
providePageService(ProductVouchers, (get) => new ProductVouchers(get(CheckoutApiToken)));
providePageService(InstalmentPlans, (get) => new InstalmentPlans(get(CheckoutApiToken)));
providePageService(ShippingEstimate, (get) => new ShippingEstimate(get(CheckoutApiToken), get(RegionsApiToken), get(ChosenLocation)));
providePageService(ProductReviews, (get) => new ProductReviews(get(ReviewsApiToken)));
providePageService(RelatedProducts, (get) => new RelatedProducts(get(ProductCatalogueToken)));
providePageService(ProductInspirations, (get) => new ProductInspirations(get(InspirationApiToken)));
