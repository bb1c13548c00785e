import { OrderActions, OrdersApiToken, PendingPayments } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/** 'orders/pending-payments', for /profile/pay: the orders awaiting payment; one cancelled there (OrderActions, the orders module) leaves the list at once. */
export default new ContainerModule((options) => {
  const { factory } = binder(options);
  factory(PendingPayments, [OrdersApiToken, OrderActions], (api, actions) => new PendingPayments(api, actions.changed$)).onActivation(clearedAtLogout);
});
