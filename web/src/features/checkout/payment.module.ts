import { Checkout, CheckoutAddressBook, CheckoutOptions, CheckoutPayment, CheckoutReview, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'checkout/payment': the checkout's later steps: the payment's methods and the instalments on the order's amount, and the review's
 * facts (what the shopper confirms). Bound when either step first shows (the checkout rows' `later`): the
 * shipping step, where most checkouts start, carries neither.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(CheckoutPayment, [Checkout, CheckoutOptions, ShoppingCart]);
  useCase(CheckoutReview, [Checkout, CheckoutAddressBook, CheckoutOptions, ShoppingCart]);
});
