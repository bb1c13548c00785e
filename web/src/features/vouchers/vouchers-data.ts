import { CustomerVouchers } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/vouchers rendered for the customer: their vouchers. */
export const loadVouchersPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const vouchers = services.get(CustomerVouchers);
  vouchers.show();
  await vouchers.settled();
};
