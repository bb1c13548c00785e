import type { Database } from '../db/database';
import { seedCatalogue } from './catalogue';
import { seedAccount } from './account';
import { seedRegions } from './regions';
import { seedFlashSale } from './flash-sale';
import { seedPromotions } from './promotions';
import { seedProductDetail } from './product-detail';
import { seedLocation } from './location';
import { seedAddressBook } from './address-book';
import { seedCart } from './cart';
import { seedCheckout } from './checkout';
import { seedOrders } from './orders';
import { seedWishlist } from './wishlist';
import { seedGiveaways } from './giveaways';
import { seedReviews } from './reviews';
import { seedNotifications } from './notifications';
import { seedChat } from './chat';
import { seedConsultation } from './consultation';
import { seedInspiration } from './inspiration';
import { seedNews } from './news';
import { seedShowroom } from './showroom';
import { seedSession } from './session';
import type { SeedContext } from './context';

/** Features in the order they are seeded: what others refer to (products, the demo customer) first. */
export const seedSteps: readonly { readonly feature: string; readonly seed: (db: Database, seed: SeedContext) => Promise<void> }[] = [
  { feature: 'catalogue', seed: seedCatalogue },
  { feature: 'account', seed: seedAccount },
  { feature: 'regions', seed: seedRegions },
  { feature: 'flash-sale', seed: seedFlashSale },
  { feature: 'promotions', seed: seedPromotions },
  { feature: 'product-detail', seed: seedProductDetail },
  { feature: 'location', seed: seedLocation },
  { feature: 'address-book', seed: seedAddressBook },
  { feature: 'cart', seed: seedCart },
  { feature: 'checkout', seed: seedCheckout },
  { feature: 'orders', seed: seedOrders },
  { feature: 'wishlist', seed: seedWishlist },
  { feature: 'giveaways', seed: seedGiveaways },
  { feature: 'reviews', seed: seedReviews },
  { feature: 'notifications', seed: seedNotifications },
  { feature: 'chat', seed: seedChat },
  { feature: 'consultation', seed: seedConsultation },
  { feature: 'inspiration', seed: seedInspiration },
  { feature: 'news', seed: seedNews },
  { feature: 'showroom', seed: seedShowroom },
  { feature: 'session', seed: seedSession },
];
