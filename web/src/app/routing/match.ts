import type { RouteParams } from '../../shared/route-contract';
import type { StoreRoute } from './route';
import { fallbackRoute, storeRoutes } from './routes';

export interface RouteMatch {
  readonly route: StoreRoute;
  readonly params: RouteParams;
  /** False when no row matched and the home page stands in ("Any unknown path shows the home page"). */
  readonly matched: boolean;
}

/**
 * Matches a path against one pattern of the table: literal segments and
 * `:name` segments (`:name?` optional). Kept this small on purpose, so the
 * server and the browser match alike without a router in between.
 */
export const matchPattern = (pattern: string, path: string): Record<string, string | undefined> | null => {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.replace(/\/+$/, '').split('/').filter(Boolean);
  if (given.length > wanted.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        params[name] = value;
      }
    } else if (value !== segment) {
      return null;
    }
  }
  return params;
};

export const findRoute = (path: string): RouteMatch => {
  for (const route of storeRoutes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params, matched: true };
  }
  return { route: fallbackRoute, params: {}, matched: false };
};
