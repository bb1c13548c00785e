import { AccountProfile, ProfileCompletion } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /profile rendered for the customer: their account (read as the render began) and how complete it is (`GET more/user/check`). */
export const loadProfilePage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  await Promise.all([services.get(AccountProfile).ensureLoaded(), services.get(ProfileCompletion).ensureLoaded()]);
};
