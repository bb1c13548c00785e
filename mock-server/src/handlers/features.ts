import type { HttpHandler } from 'msw';
import { sessionHandlers } from './session';
import { accountHandlers } from './account';
import { locationHandlers } from './location';
import { productDetailHandlers } from './product-detail';
import { regionsHandlers } from './regions';
import { ordersHandlers } from './orders';
import { checkoutHandlers } from './checkout';
import { giveawaysHandlers } from './giveaways';
import { addressBookHandlers } from './address-book';
import { reviewsHandlers } from './reviews';
import { catalogueHandlers } from './catalogue';
import { flashSaleHandlers } from './flash-sale';
import { promotionsHandlers } from './promotions';
import { cartHandlers } from './cart';
import { wishlistHandlers } from './wishlist';
import { inspirationHandlers } from './inspiration';
import { notificationsHandlers } from './notifications';
import { consultationHandlers } from './consultation';
import { newsHandlers } from './news';
import { chatHandlers } from './chat';
import { showroomHandlers } from './showroom';
import { shipmentHandlers } from './shipment';
import type { MockContext } from './context';
import type { Router } from './router';

/** Every feature's handlers of document 2 §7. */
export const featureHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...sessionHandlers(ctx, router),
  ...accountHandlers(ctx, router),
  ...locationHandlers(ctx, router),
  ...productDetailHandlers(ctx, router),
  ...regionsHandlers(ctx, router),
  ...ordersHandlers(ctx, router),
  ...checkoutHandlers(ctx, router),
  ...giveawaysHandlers(ctx, router),
  ...addressBookHandlers(ctx, router),
  ...reviewsHandlers(ctx, router),
  ...catalogueHandlers(ctx, router),
  ...flashSaleHandlers(ctx, router),
  ...promotionsHandlers(ctx, router),
  ...cartHandlers(ctx, router),
  ...wishlistHandlers(ctx, router),
  ...inspirationHandlers(ctx, router),
  ...notificationsHandlers(ctx, router),
  ...consultationHandlers(ctx, router),
  ...newsHandlers(ctx, router),
  ...chatHandlers(ctx, router),
  ...showroomHandlers(ctx, router),
  ...shipmentHandlers(ctx, router),
];
