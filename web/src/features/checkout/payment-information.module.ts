import { OrdersApiToken, PaymentInformation } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/** 'checkout/payment-information': the public page of how to pay an order (/checkout/information/{ordersn}). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(PaymentInformation, [OrdersApiToken]).onActivation(clearedAtLogout);
});
