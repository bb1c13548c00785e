import { type FeaturePage, NOT_FOUND_ROUTE_NAME, type RouteRow } from '../../shared/route-row';
import type NotFoundPage from './pages/NotFoundPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type NotFoundPageName = FeaturePage<'not-found', { NotFoundPage: typeof NotFoundPage }>;

/**
 * The page of an address that names nothing (document 1 §2 /404).
 */
export const notFoundRoutes = [
  { name: NOT_FOUND_ROUTE_NAME, path: '/404', page: 'not-found/NotFoundPage', access: 'public', status: 404, title: 'Halaman Tidak di Temukan' },
] as const satisfies readonly RouteRow<NotFoundPageName>[];
