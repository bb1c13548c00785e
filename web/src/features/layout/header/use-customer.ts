import { AuthStore, type User, isLoggedIn } from '@more/core';
import { useService } from '../../../app/services-context';
import { useHydrated } from '../../../shared/use-hydrated';
import { useObservable } from '../../../shared/use-observable';

/**
 * The logged-in customer, or null for a guest. Null on the server and until
 * hydration whoever is shopping (the token lives in the browser), so the
 * first render in the browser equals the server's guest-shaped HTML.
 */
export const useCustomer = (): User | null => {
  const hydrated = useHydrated();
  const auth = useService(AuthStore);
  const state = useObservable(auth.state$, auth.current);
  return hydrated && isLoggedIn(state) ? state.user : null;
};

/** Closes a panel when a link inside it is followed (to the page already shown, no navigation would close it). */
export const closeOnLink = (close: () => void) => (event: { target: EventTarget }) => {
  if (event.target instanceof Element && event.target.closest('a')) close();
};
