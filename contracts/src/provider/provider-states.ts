import { DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { DEMO_TOKEN, NEW_CUSTOMER_TOKEN } from '../pact-setup';
import { sessionStates } from '../session/states';
import { accountStates } from '../account/states';
import { locationStates } from '../location/states';
import { productDetailStates } from '../product-detail/states';
import { regionsStates } from '../regions/states';
import { ordersStates } from '../orders/states';
import { checkoutStates } from '../checkout/states';
import { giveawaysStates } from '../giveaways/states';
import { addressBookStates } from '../address-book/states';
import { reviewsStates } from '../reviews/states';
import { catalogueStates } from '../catalogue/states';
import { flashSaleStates } from '../flash-sale/states';
import { promotionsStates } from '../promotions/states';
import { cartStates } from '../cart/states';
import { wishlistStates } from '../wishlist/states';
import { inspirationStates } from '../inspiration/states';
import { notificationsStates } from '../notifications/states';
import { consultationStates } from '../consultation/states';
import { newsStates } from '../news/states';
import { chatStates } from '../chat/states';
import { showroomStates } from '../showroom/states';
import { shipmentStates } from '../shipment/states';
import type { ProviderStates } from './provider-state';

/** States every area may name. */
const commonStates: ProviderStates = {
  /** The demo customer (pembeli@more.test: addresses, orders, wishlist, points …) is logged in; answers their `accessToken`. */
  'the demo customer is logged in': async (api) => {
    await signIn(api.db, DEMO_CUSTOMER.id, DEMO_TOKEN, api.clock.unixSeconds());
    return { accessToken: DEMO_TOKEN };
  },
  /** A customer with an empty account (no address, order, wishlist or cart) is logged in; answers their `accessToken`. */
  'a customer with nothing yet is logged in': async (api) => {
    await signIn(api.db, NEW_CUSTOMER.id, NEW_CUSTOMER_TOKEN, api.clock.unixSeconds());
    return { accessToken: NEW_CUSTOMER_TOKEN };
  },
  /** The request carries no token; nothing to set up. */
  'nobody is logged in': () => {},
};

/**
 * Every provider state the pacts name, for the mock API. A backend team
 * implements the same names (contracts/README.md).
 */
export const allProviderStates: ProviderStates = {
  ...commonStates,
  ...sessionStates,
  ...accountStates,
  ...locationStates,
  ...productDetailStates,
  ...regionsStates,
  ...ordersStates,
  ...checkoutStates,
  ...giveawaysStates,
  ...addressBookStates,
  ...reviewsStates,
  ...catalogueStates,
  ...flashSaleStates,
  ...promotionsStates,
  ...cartStates,
  ...wishlistStates,
  ...inspirationStates,
  ...notificationsStates,
  ...consultationStates,
  ...newsStates,
  ...chatStates,
  ...showroomStates,
  ...shipmentStates,
};

/** The states bound to one mock API, in the form the Pact Verifier takes. */
export const stateHandlersFor = (api: MockApi) =>
  Object.fromEntries(
    Object.entries(allProviderStates).map(([name, setup]) => [
      name,
      // What the state answers (a customer's access token) is injected into the request.
      async (params?: unknown) => (await setup(api, (params ?? {}) as Readonly<Record<string, unknown>>)) ?? undefined,
    ]),
  );
