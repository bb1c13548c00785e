import { AccountProfile, CustomerVouchers, RewardShelf } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/vouchers rendered for the customer: their vouchers. */
export const loadVouchersPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const vouchers = services.get(CustomerVouchers);
  vouchers.show();
  await vouchers.settled();
};

/** /profile/point rendered for the customer: their balance (the profile) and the rewards it can buy. */
export const loadPointsPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const shelf = services.get(RewardShelf);
  shelf.ensureLoaded();
  await Promise.all([shelf.settled(), services.get(AccountProfile).ensureLoaded()]);
};
