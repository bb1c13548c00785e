import type { WireByCall } from './wire-registry';
import { sessionWireByCall } from './session/wire-by-call';
import { accountWireByCall } from './account/wire-by-call';
import { locationWireByCall } from './location/wire-by-call';
import { productDetailWireByCall } from './product-detail/wire-by-call';
import { regionsWireByCall } from './regions/wire-by-call';
import { ordersWireByCall } from './orders/wire-by-call';
import { checkoutWireByCall } from './checkout/wire-by-call';
import { giveawaysWireByCall } from './giveaways/wire-by-call';
import { addressBookWireByCall } from './address-book/wire-by-call';
import { reviewsWireByCall } from './reviews/wire-by-call';
import { catalogueWireByCall } from './catalogue/wire-by-call';
import { flashSaleWireByCall } from './flash-sale/wire-by-call';
import { promotionsWireByCall } from './promotions/wire-by-call';
import { cartWireByCall } from './cart/wire-by-call';
import { wishlistWireByCall } from './wishlist/wire-by-call';
import { inspirationWireByCall } from './inspiration/wire-by-call';
import { notificationsWireByCall } from './notifications/wire-by-call';
import { consultationWireByCall } from './consultation/wire-by-call';
import { newsWireByCall } from './news/wire-by-call';
import { chatWireByCall } from './chat/wire-by-call';
import { showroomWireByCall } from './showroom/wire-by-call';
import { shipmentWireByCall } from './shipment/wire-by-call';

/** Every call's answer schema, by the call's name. */
export const wireByCall: WireByCall = {
  ...sessionWireByCall,
  ...accountWireByCall,
  ...locationWireByCall,
  ...productDetailWireByCall,
  ...regionsWireByCall,
  ...ordersWireByCall,
  ...checkoutWireByCall,
  ...giveawaysWireByCall,
  ...addressBookWireByCall,
  ...reviewsWireByCall,
  ...catalogueWireByCall,
  ...flashSaleWireByCall,
  ...promotionsWireByCall,
  ...cartWireByCall,
  ...wishlistWireByCall,
  ...inspirationWireByCall,
  ...notificationsWireByCall,
  ...consultationWireByCall,
  ...newsWireByCall,
  ...chatWireByCall,
  ...showroomWireByCall,
  ...shipmentWireByCall,
};
