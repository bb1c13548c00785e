import { RewardShelf } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/**
 * /cart rendered for the customer: the rewards for points beside their cart (the cart itself is every page's, loaded
 * with the frame: shell-data.ts). A guest's cart is on their device; the browser shows it once hydrated.
 */
export const loadCartPage = async ({ services, forCustomer }: LoadContext): Promise<void> => {
  if (!forCustomer) return;
  const shelf = services.get(RewardShelf);
  shelf.ensureLoaded();
  await shelf.settled();
};
