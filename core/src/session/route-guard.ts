import { queryValue } from '../shared/query-string';

/**
 * Which paths need a logged-in customer and which are closed to one
 * (document 1 §2, "Routes that need login" and "/login … authenticated users
 * are sent to /").
 */
const loginPaths = [/^\/invoice(\/|$)/, /^\/plain-menu(\/|$)/, /^\/profile(\/|$)/, /^\/buy(\/|$)/];
/** /checkout and its children, except information/{ordersn}, which needs no login. */
const checkoutPath = /^\/checkout(\/(?!information\/)|$)/;
const guestOnlyPaths = [/^\/login\/?$/, /^\/register\/?$/];

export const requiresLogin = (path: string): boolean =>
  loginPaths.some((pattern) => pattern.test(path)) || checkoutPath.test(path);

export const isGuestOnly = (path: string): boolean => guestOnlyPaths.some((pattern) => pattern.test(path));

/**
 * Where a visit to `path` (with its query) should go instead, or null to stay.
 * "Login guard: an unauthenticated visitor goes to /login with a redirect
 * query holding the wanted path."
 */
export const guardRoute = (pathWithQuery: string, loggedIn: boolean): string | null => {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/';
  if (!loggedIn && requiresLogin(path)) return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
  if (loggedIn && isGuestOnly(path)) return '/';
  return null;
};

/** Where to go after logging in: the redirect query if it is a path of this store, else home. */
export const afterLoginPath = (search: string): string => {
  const redirect = queryValue(search, 'redirect');
  // Only same-site paths: "//evil.example" or "https://…" would send the shopper away.
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
};
