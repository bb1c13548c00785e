import { type RouteAccess, redirectForAccess } from '@more/core';
import { findRoute } from './match';
import type { StoreRoute } from './route';
import { storeRoutes } from './routes';
import { isPrivatePathOf, privatePathPrefixes } from './search-engines';

/**
 * Who may open a page and what a server may do with it, read from the route
 * table alone (each row's `access`, `personal`, `indexed`): the guard, the
 * server's caching and script plan, robots.txt and the sitemap ask here.
 */

/** Who may open a path: its row's access; a path no row takes shows the home page, which anyone may open. */
export const accessOf = (path: string): RouteAccess => {
  const { route, matched } = findRoute(path.split(/[?#]/)[0] ?? '/');
  return matched ? route.access : 'public';
};

/** Where a visit to a path (with its query) should go instead, or null to stay (core's redirectForAccess with the table's access). */
export const guardPath = (pathWithQuery: string, loggedIn: boolean): string | null => redirectForAccess(accessOf(pathWithQuery), pathWithQuery, loggedIn);

/** A row that shows one shopper's own things: every login page, and those marked personal (a cart, an invoice, a reset link). */
export const isPersonalRoute = (route: StoreRoute): boolean => route.access === 'login' || route.personal === true;

/**
 * Whether a page shows the shopper's own things: a server, which does not know
 * the shopper, can send only its frame and skeletons, and the browser fills it.
 */
export const isPersonalPage = (path: string): boolean => {
  const { route, matched } = findRoute(path);
  return matched && isPersonalRoute(route);
};

/** The addresses search engines may not read (search-engines.ts), from the table. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = privatePathPrefixes(storeRoutes);

/** Whether a path is one of the private ones (`/invoice` covers `/invoice-print/…`, as robots.txt reads prefixes). */
export const isPrivatePath = (path: string): boolean => isPrivatePathOf(PRIVATE_PATH_PREFIXES, path);
