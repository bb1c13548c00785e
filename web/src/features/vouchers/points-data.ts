import { AccountProfile, RewardShelf } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile/point rendered for the customer: their balance (the profile) and the rewards it can buy. */
export const loadPointsPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const shelf = services.get(RewardShelf);
  shelf.ensureLoaded();
  await Promise.all([shelf.settled(), services.get(AccountProfile).ensureLoaded()]);
};
