import { AuthStore, isLoggedIn, type User } from '@more/core';
import { useService } from './services';
import { useHydrated } from './use-hydrated';
import { useStore } from './use-store';

/**
 * The logged-in customer, or null for a guest. Always null on the server and
 * during hydration: the token lives in the browser, so the first render is
 * the guest's and the personal parts fill in afterwards.
 */
export const useCustomer = (): User | null => {
  const auth = useService(AuthStore);
  const session = useStore(auth);
  const hydrated = useHydrated();
  return hydrated && isLoggedIn(session) ? session.user : null;
};
