import type { RequestByCall } from './request-registry';
import { sessionRequestByCall } from './session/request-by-call';
import { accountRequestByCall } from './account/request-by-call';
import { locationRequestByCall } from './location/request-by-call';
import { productDetailRequestByCall } from './product-detail/request-by-call';
import { regionsRequestByCall } from './regions/request-by-call';
import { ordersRequestByCall } from './orders/request-by-call';
import { checkoutRequestByCall } from './checkout/request-by-call';
import { giveawaysRequestByCall } from './giveaways/request-by-call';
import { addressBookRequestByCall } from './address-book/request-by-call';
import { reviewsRequestByCall } from './reviews/request-by-call';
import { catalogueRequestByCall } from './catalogue/request-by-call';
import { flashSaleRequestByCall } from './flash-sale/request-by-call';
import { promotionsRequestByCall } from './promotions/request-by-call';
import { cartRequestByCall } from './cart/request-by-call';
import { wishlistRequestByCall } from './wishlist/request-by-call';
import { inspirationRequestByCall } from './inspiration/request-by-call';
import { notificationsRequestByCall } from './notifications/request-by-call';
import { consultationRequestByCall } from './consultation/request-by-call';
import { newsRequestByCall } from './news/request-by-call';
import { chatRequestByCall } from './chat/request-by-call';
import { showroomRequestByCall } from './showroom/request-by-call';
import { shipmentRequestByCall } from './shipment/request-by-call';

/** What every call sends beside its path, by the call's name (request-registry.ts). */
export const requestByCall: RequestByCall = {
  ...sessionRequestByCall,
  ...accountRequestByCall,
  ...locationRequestByCall,
  ...productDetailRequestByCall,
  ...regionsRequestByCall,
  ...ordersRequestByCall,
  ...checkoutRequestByCall,
  ...giveawaysRequestByCall,
  ...addressBookRequestByCall,
  ...reviewsRequestByCall,
  ...catalogueRequestByCall,
  ...flashSaleRequestByCall,
  ...promotionsRequestByCall,
  ...cartRequestByCall,
  ...wishlistRequestByCall,
  ...inspirationRequestByCall,
  ...notificationsRequestByCall,
  ...consultationRequestByCall,
  ...newsRequestByCall,
  ...chatRequestByCall,
  ...showroomRequestByCall,
  ...shipmentRequestByCall,
};
