import { NavigationToken, afterLoginPath, queryValue } from '@more/core';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { useService } from '../../shared/services';

/**
 * A link to another door that keeps where the shopper was going: a visitor
 * sent to /login from /cart, who registers instead, still lands on /cart.
 */
export const doorHref = (path: string, search: string): string => {
  const redirect = queryValue(search, 'redirect');
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
};

/** The same, for the page being rendered. */
export const useDoorHref = (): ((path: string) => string) => {
  const search = useSearch();
  return useCallback((path: string) => doorHref(path, search), [search]);
};

/**
 * After a login or registration: on to the page the shopper wanted (only a
 * path of this store, core's afterLoginPath), replacing the door in the
 * history so Back does not return to a form that is closed to them now.
 */
export const useContinueAfterLogin = (): (() => void) => {
  const navigation = useService(NavigationToken);
  const search = useSearch();
  return useCallback(() => navigation.go(afterLoginPath(search), { replace: true }), [navigation, search]);
};
