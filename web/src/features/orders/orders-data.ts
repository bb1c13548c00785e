import { CustomerOrders, ordersQueryOf, settled } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/orders rendered for the customer: the tab and page the address names, as OrdersPage asks for them. */
export const loadOrdersPage = async ({ services, search, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const orders = services.get(CustomerOrders);
  orders.show(ordersQueryOf(search));
  await settled(orders.state$, (state) => state.status === 'loading' || state.status === 'idle');
};
