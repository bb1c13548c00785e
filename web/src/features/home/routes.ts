import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type HomePage from './pages/HomePage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type HomePage = FeaturePage<'home', { HomePage: typeof HomePage }>;

const homeData = () => import('./home-data');

/**
 * The home page (document 1 §2).
 */
export const homeRoutes = [
  { name: 'Home', path: '/', page: 'home/HomePage', modules: ['home', 'flash-sale'], access: 'public', load: async (c) => (await homeData()).loadHome(c), head: async (c) => (await homeData()).homePageHead(c) },
] as const satisfies readonly RouteRow<HomePage>[];
