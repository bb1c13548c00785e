import { BuyAgain, CartApiToken, CustomerOrders, InvoiceList, NavigationToken, OrderActions, OrderDetails, OrderTracker, OrdersApiToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/** The customer's orders (by tab), an order's page with its actions and tracking, the invoices and the printed invoice. */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  useCase(OrderActions, [OrdersApiToken]);
  // An order the shopper cancels or completes shows its new state wherever it is shown, without a reload.
  factory(OrderDetails, [OrdersApiToken, OrderActions], (api, actions) => new OrderDetails(api, actions.changed$));
  factory(CustomerOrders, [OrdersApiToken, OrderActions], (api, actions) => new CustomerOrders(api, actions.changed$)).onActivation(clearedAtLogout);
  useCase(OrderTracker, [OrdersApiToken]).onActivation(clearedAtLogout);
  useCase(InvoiceList, [OrdersApiToken]);
  // "Buy again: re-adds the items of an order, including combos, and checks stock" (document 1 §4).
  useCase(BuyAgain, [CartApiToken, ShoppingCart, NavigationToken]);
});
