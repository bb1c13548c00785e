import { isGuestOnly, loginPathFor } from '../session/route-guard';
import * as storePaths from '../shared/store-paths';

/** The profile's children the header's icons lead to (document 1 §2, "/profile … children: wishlist, … notifications"). */
export const WISHLIST_PATH = storePaths.wishlist;
export const NOTIFICATIONS_PATH = storePaths.notifications;

/**
 * The guest's login icon: /login with the page to come back to, as the login
 * guard writes it. On the login and register pages the icon stays where it is
 * rather than asking to come back to a page closed to customers.
 */
export const loginLinkFor = (wanted: string): string => {
  const path = wanted.split(/[?#]/)[0] ?? storePaths.home;
  if (isGuestOnly(path)) return wanted;
  return loginPathFor(wanted);
};

/** The wishlist is a profile page: a guest is asked to log in first and then lands on it. */
export const wishlistLinkFor = (loggedIn: boolean): string => (loggedIn ? WISHLIST_PATH : loginLinkFor(WISHLIST_PATH));

/** An icon's count badge: nothing for none, "99+" past two digits so the badge keeps its size. */
export const headerBadgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));
