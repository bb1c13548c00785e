import {
  AuthStore,
  BuyAgain,
  CustomerOrders,
  InMemorySessionStore,
  InvoiceList,
  NavigationToken,
  OrderActions,
  OrderDetails,
  type OrderDetail,
  OrderTracker,
  PendingPayments,
  type Scheduler,
  SchedulerToken,
  ShoppingCart,
  type StoredSession,
} from '@more/core';
import { InMemoryCartApi, InMemoryGuestCartStore, InMemoryOrdersApi, aUser } from '@more/core/testing';
import { asapScheduler } from 'rxjs';
import { RenderedNavigation } from '../../shared/navigation.fixture';
import type { ServiceId, Services } from '../../shared/services';

/** Core's real order use cases on core's fakes, looked up the way the composition root answers them. */
export const ordersWorld = (
  options: { readonly orders?: readonly OrderDetail[]; readonly signedIn?: StoredSession | null; readonly scheduler?: Scheduler } = {},
) => {
  const auth = new AuthStore(new InMemorySessionStore(options.signedIn === undefined ? { token: 'token-0', user: aUser() } : options.signedIn));
  const ordersApi = new InMemoryOrdersApi(options.orders);
  const cartApi = new InMemoryCartApi();
  const cart = new ShoppingCart(cartApi, new InMemoryGuestCartStore(), auth, asapScheduler);
  // Wired as the orders module wires them: an action's changed order shows in the list and on the order page.
  const actions = new OrderActions(ordersApi);
  const details = new OrderDetails(ordersApi, actions.changed$);
  const customerOrders = new CustomerOrders(ordersApi, actions.changed$);
  const navigation = new RenderedNavigation();
  const byId = new Map<ServiceId<unknown>, unknown>([
    [AuthStore, auth],
    [ShoppingCart, cart],
    [OrderActions, actions],
    [OrderTracker, new OrderTracker(ordersApi)],
    [CustomerOrders, customerOrders],
    [OrderDetails, details],
    [InvoiceList, new InvoiceList(ordersApi)],
    [NavigationToken, navigation],
    [BuyAgain, new BuyAgain(cartApi, cart, navigation)],
    [PendingPayments, new PendingPayments(ordersApi, actions.changed$)],
    [SchedulerToken, options.scheduler ?? asapScheduler],
  ]);
  const services: Services = {
    get: <T,>(id: ServiceId<T>): T => {
      if (!byId.has(id)) throw new Error(`No fake bound for ${String(id)}`);
      return byId.get(id) as T;
    },
  };
  return { auth, ordersApi, cartApi, cart, navigation, services };
};

export type OrdersWorld = ReturnType<typeof ordersWorld>;

export { renderAt } from '../../shared/render-at.fixture';
