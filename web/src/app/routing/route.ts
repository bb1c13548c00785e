import type { RouteAccess } from '@more/core';
import type { RouteRow } from '../../shared/route-row';
import type { FeatureModuleName } from '../composition-root/module-names';
import type { FrameName } from './frame-names';

export { NOT_FOUND_ROUTE_NAME } from '../../shared/route-row';

/** Who may open a route (document 1 §2, "Routes that need login"; "/login … authenticated users are sent to /"). */
export type Access = RouteAccess;

/**
 * One row of the route table (routes.ts), as the features declare it
 * (shared/route-row.ts): what the router, the server renderer, the guard and
 * the route tests read. Its modules and frame are names that exist: the
 * table's composition does not compile otherwise.
 */
export type StoreRoute = RouteRow<string, FeatureModuleName, FrameName>;
