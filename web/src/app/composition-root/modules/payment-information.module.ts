import { OrdersApiToken, PaymentInformation } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { clearedAtLogout } from '../cleared-at-logout';

/** The public page of how to pay an order (/checkout/information/{ordersn}). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(PaymentInformation, [OrdersApiToken]).onActivation(clearedAtLogout);
});
