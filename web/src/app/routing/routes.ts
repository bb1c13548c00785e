import { accountRoutes } from '../../features/account/routes';
import { addressBookRoutes } from '../../features/address-book/routes';
import { cartRoutes } from '../../features/cart/routes';
import { catalogueRoutes } from '../../features/catalogue/routes';
import { chatRoutes } from '../../features/chat/routes';
import { checkoutRoutes } from '../../features/checkout/routes';
import { complaintsRoutes } from '../../features/complaints/routes';
import { consultationRoutes } from '../../features/consultation/routes';
import { flashSaleRoutes } from '../../features/flash-sale/routes';
import { giveawaysRoutes } from '../../features/giveaways/routes';
import { homeRoutes } from '../../features/home/routes';
import { inspirationRoutes } from '../../features/inspiration/routes';
import { moreversaryRoutes } from '../../features/moreversary/routes';
import { newsRoutes } from '../../features/news/routes';
import { notFoundRoutes } from '../../features/not-found/routes';
import { notificationsRoutes } from '../../features/notifications/routes';
import { ordersRoutes } from '../../features/orders/routes';
import { productDetailRoutes } from '../../features/product-detail/routes';
import { profileRoutes } from '../../features/profile/routes';
import { promotionsRoutes } from '../../features/promotions/routes';
import { reviewsRoutes } from '../../features/reviews/routes';
import { shipmentRoutes } from '../../features/shipment/routes';
import { showroomRoutes } from '../../features/showroom/routes';
import { storePagesRoutes } from '../../features/store-pages/routes';
import { vouchersRoutes } from '../../features/vouchers/routes';
import { wishlistRoutes } from '../../features/wishlist/routes';
import { NOT_FOUND_ROUTE_NAME, type StoreRoute } from './route';

/**
 * Every route of the storefront (document 1 §2), in the order they are
 * matched: each feature declares its rows beside its pages
 * (features/<feature>/routes.ts), and this is the one table they make, which
 * the client router, the server renderer, the guard, robots and the sitemap,
 * the head tags and the route tests read. A screen exists when its row does.
 * Any other path shows the home page ("Any unknown path shows the home page").
 *
 * The order matters where two patterns take the same path: the flash sale's
 * /product/sale before the product page's /product/:slug. The public pages'
 * order is the sitemap's. Typed as the table: a row naming a module or a frame
 * that does not exist does not compile here. (`flat`, not spreads: the entry
 * carries this list, and every byte of it counts.)
 */
export const storeRoutes: readonly StoreRoute[] = [
  // The home page first: it stands in for every unknown path (fallbackRoute).
  homeRoutes,
  notFoundRoutes,
  accountRoutes,
  profileRoutes,
  catalogueRoutes,
  flashSaleRoutes,
  promotionsRoutes,
  productDetailRoutes,
  cartRoutes,
  checkoutRoutes,
  ordersRoutes,
  shipmentRoutes,
  giveawaysRoutes,
  complaintsRoutes,
  reviewsRoutes,
  addressBookRoutes,
  wishlistRoutes,
  vouchersRoutes,
  notificationsRoutes,
  chatRoutes,
  newsRoutes,
  inspirationRoutes,
  consultationRoutes,
  showroomRoutes,
  moreversaryRoutes,
  storePagesRoutes,
].flat();

/** "Any unknown path shows the home page" (document 1 §2). */
export const fallbackRoute: StoreRoute = storeRoutes[0]!;
export const notFoundRoute: StoreRoute = storeRoutes.find((route) => route.name === NOT_FOUND_ROUTE_NAME)!;
