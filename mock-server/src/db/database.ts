// Every collection of the mock API, one group per feature folder.
import { createAccountCollections } from './account';
import { createLocationCollections } from './location';
import { createProductDetailCollections } from './product-detail';
import { createRegionsCollections } from './regions';
import { createOrdersCollections } from './orders';
import { createCheckoutCollections } from './checkout';
import { createGiveawaysCollections } from './giveaways';
import { createAddressBookCollections } from './address-book';
import { createReviewsCollections } from './reviews';
import { createCatalogueCollections } from './catalogue';
import { createFlashSaleCollections } from './flash-sale';
import { createPromotionsCollections } from './promotions';
import { createCartCollections } from './cart';
import { createWishlistCollections } from './wishlist';
import { createInspirationCollections } from './inspiration';
import { createNotificationsCollections } from './notifications';
import { createConsultationCollections } from './consultation';
import { createNewsCollections } from './news';
import { createChatCollections } from './chat';
import { createShowroomCollections } from './showroom';

export const createDatabase = () => ({
  ...createAccountCollections(),
  ...createLocationCollections(),
  ...createProductDetailCollections(),
  ...createRegionsCollections(),
  ...createOrdersCollections(),
  ...createCheckoutCollections(),
  ...createGiveawaysCollections(),
  ...createAddressBookCollections(),
  ...createReviewsCollections(),
  ...createCatalogueCollections(),
  ...createFlashSaleCollections(),
  ...createPromotionsCollections(),
  ...createCartCollections(),
  ...createWishlistCollections(),
  ...createInspirationCollections(),
  ...createNotificationsCollections(),
  ...createConsultationCollections(),
  ...createNewsCollections(),
  ...createChatCollections(),
  ...createShowroomCollections(),
});

export type Database = ReturnType<typeof createDatabase>;
