import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type MoreversaryPage from './pages/MoreversaryPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type MoreversaryPage = FeaturePage<'moreversary', { MoreversaryPage: typeof MoreversaryPage }>;

const moreversaryData = () => import('./moreversary-data');

/**
 * The anniversary pages (document 1 §2 /moreversary, /moreversary-retail; document 2 §7 `more/user/moreversary`).
 */
export const moreversaryRoutes = [
  { name: 'Moreversary', path: '/moreversary', page: 'moreversary/MoreversaryPage', modules: ['moreversary'], access: 'public', load: async (c) => (await moreversaryData()).load(c), head: async (c) => (await moreversaryData()).head(c, 'online') },
  { name: 'MoreversaryRetail', path: '/moreversary-retail', page: 'moreversary/MoreversaryPage', modules: ['moreversary'], access: 'public', load: async (c) => (await moreversaryData()).load(c), head: async (c) => (await moreversaryData()).head(c, 'retail') },
] as const satisfies readonly RouteRow<MoreversaryPage>[];
