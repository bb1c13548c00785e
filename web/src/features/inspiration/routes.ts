import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type InspirationPage from './pages/InspirationPage';
import type InspirationRoomPage from './pages/InspirationRoomPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type InspirationPage = FeaturePage<'inspiration', { InspirationPage: typeof InspirationPage; InspirationRoomPage: typeof InspirationRoomPage }>;

const inspirationData = () => import('./inspiration-data');

/**
 * Inspiration (document 1 §2 /inspirasi/{slug}, /inspirasi-detail/{slug}; document 2 §7 "Inspiration"): public, rendered on the server.
 */
export const inspirationRoutes = [
  { name: 'Inspirasi', path: '/inspirasi/:slug', page: 'inspiration/InspirationRoomPage', modules: ['inspiration'], access: 'public', load: async (c) => (await inspirationData()).loadInspirationRoomPage(c), head: async (c) => (await inspirationData()).roomPageHead(c) },
  { name: 'Inspirasi', path: '/inspirasi-detail/:slug', page: 'inspiration/InspirationPage', modules: ['inspiration'], access: 'public', load: async (c) => (await inspirationData()).loadInspirationPage(c), head: async (c) => (await inspirationData()).inspirationPageHead(c) },
] as const satisfies readonly RouteRow<InspirationPage>[];
