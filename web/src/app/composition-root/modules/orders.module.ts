import { BuyAgain, CartApiToken, InvoiceList, OrderDetails, OrdersApiToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The shopper's order page, invoices and printed invoice. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(OrderDetails, [OrdersApiToken]);
  useCase(InvoiceList, [OrdersApiToken]);
  // "Buy again: re-adds the items of an order, including combos, and checks stock" (document 1 §4).
  useCase(BuyAgain, [CartApiToken, ShoppingCart]);
});
