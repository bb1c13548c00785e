import { PendingPayments, pendingPaymentsPageOf } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/pay rendered for the customer: the page of orders awaiting payment the address names. */
export const loadPayPage = async ({ services, search, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const payments = services.get(PendingPayments);
  payments.show(pendingPaymentsPageOf(search));
  await payments.settled();
};
