import { queryValue } from '../shared/query-string';

/**
 * Who may open which page is the storefront's route table's to say (each row's
 * access, web/src/app/routing/access.ts); core keeps the rules that follow
 * from an access. The two guest-only doors are named here for the header's
 * login icon alone, which stays put on them (header-personal-links.ts).
 */
const guestOnlyPaths = [/^\/login\/?$/, /^\/register\/?$/];

export const isGuestOnly = (path: string): boolean => guestOnlyPaths.some((pattern) => pattern.test(path));

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
