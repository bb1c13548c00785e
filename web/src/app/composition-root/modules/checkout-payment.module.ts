import { Checkout, CheckoutOptions, CheckoutPayment, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The checkout's payment step: its methods and the instalments on the order's amount. Bound when the step first shows (the checkout rows' `later`). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(CheckoutPayment, [Checkout, CheckoutOptions, ShoppingCart]);
});
