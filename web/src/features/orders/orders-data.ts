import { CustomerOrders, InvoiceList, OrderDetails, ordersQueryOf } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/orders rendered for the customer: the tab and page the address names, as OrdersPage asks for them. */
export const loadOrdersPage = async ({ services, search, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const orders = services.get(CustomerOrders);
  orders.show(ordersQueryOf(search));
  await orders.settled();
};

/** /profile/order/{ordersn} rendered for the customer: the order in full (a missing one is the page's own answer). */
export const loadOrderPage = async ({ services, params, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const details = services.get(OrderDetails);
  details.ensureLoaded(params.ordersn ?? '');
  await details.settled();
};

/** /invoice rendered for the customer: the first page of their invoices. */
export const loadInvoicesPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  await services.get(InvoiceList).ensureLoaded();
};
