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
 * Pages open to anyone that still show one person's own things: the cart (a guest's on the device or a customer's);
 * an order's printable invoice (`more/transaction/order/{id}` answers only its customer, document 2 §6); the
 * password-reset link's page (its check answers the account's email, which no shared cache may keep).
 */
const ownPagePaths = [/^\/cart\/?$/, /^\/m\/buy\/?$/, /^\/invoice-print\/[^/]+\/?$/, /^\/forgotPassword\/[^/]+\/?$/];

/**
 * Whether a page shows the shopper's own things (their cart, every page
 * behind login): a server, which does not know the shopper, can send only
 * its frame and skeletons, and the browser fills it.
 */
export const isPersonalPage = (path: string): boolean => requiresLogin(path) || ownPagePaths.some((pattern) => pattern.test(path));

/** Who may open a route: anyone, a logged-in customer, or a guest only (the storefront's route table says which). */
export type RouteAccess = 'public' | 'login' | 'guest';

/** "an unauthenticated visitor goes to /login with a redirect query holding the wanted path". */
export const loginPathFor = (wanted: string): string => `/login?redirect=${encodeURIComponent(wanted)}`;

/**
 * Where a visit to a route of the given access should go instead, or null to
 * stay. A customer on a guest-only page goes to `/`, or to the page its
 * redirect query names (the login page's own answer once login succeeds, so
 * the two never disagree).
 */
export const redirectForAccess = (access: RouteAccess, pathWithQuery: string, loggedIn: boolean): string | null => {
  if (access === 'login' && !loggedIn) return loginPathFor(pathWithQuery);
  if (access === 'guest' && loggedIn) {
    const query = pathWithQuery.indexOf('?');
    return afterLoginPath(query === -1 ? '' : pathWithQuery.slice(query));
  }
  return null;
};

/**
 * Where a visit to `path` (with its query) should go instead, or null to stay,
 * for a path known only by its address (a link to a page not built yet).
 */
export const guardRoute = (pathWithQuery: string, loggedIn: boolean): string | null => {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/';
  const access: RouteAccess = requiresLogin(path) ? 'login' : isGuestOnly(path) ? 'guest' : 'public';
  return redirectForAccess(access, pathWithQuery, loggedIn);
};

/**
 * `path` as a browser reads it (the URL standard: spaces and control
 * characters at either end dropped, tabs and newlines anywhere) when it names
 * a page of this store, or null when it leaves the origin: a browser counts a
 * backslash as a slash, so "//evil.example", "/\\evil.example" and
 * "/\t/evil.example" all name another host, though each starts with one slash.
 */
export const storePathOf = (path: string): string | null => {
  // eslint-disable-next-line no-control-regex -- the characters a browser drops are the point
  const read = path.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return read.startsWith('/') && !/^[/\\][/\\]/.test(read) ? read : null;
};

/** Where to go after logging in: the redirect query if it is a path of this store, else home. */
export const afterLoginPath = (search: string): string => {
  const redirect = queryValue(search, 'redirect');
  return (redirect && storePathOf(redirect)) || '/';
};
