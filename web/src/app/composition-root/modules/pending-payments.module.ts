import { OrderActions, OrdersApiToken, PendingPayments } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { clearedAtLogout } from '../cleared-at-logout';

/** /profile/pay: the orders awaiting payment; one cancelled there (OrderActions, the orders module) leaves the list at once. */
export default new ContainerModule((options) => {
  const { factory } = binder(options);
  factory(PendingPayments, [OrdersApiToken, OrderActions], (api, actions) => new PendingPayments(api, actions.changed$)).onActivation(clearedAtLogout);
});
