import type { AuthStore } from '../session/auth-store';

/** Whose draft the checkout keeps: the customer's, by their email; a guest's checkout keeps none. */
export const checkoutDraftOwner =
  (auth: Pick<AuthStore, 'isLoggedIn' | 'current'>) =>
  (): string | null =>
    auth.isLoggedIn ? (auth.current.user?.email ?? null) : null;
