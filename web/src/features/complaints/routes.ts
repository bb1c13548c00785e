import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ComplainDetailPage from './pages/ComplainDetailPage';
import type ComplainPage from './pages/ComplainPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ComplaintsPage = FeaturePage<'complaints', { ComplainDetailPage: typeof ComplainDetailPage; ComplainPage: typeof ComplainPage }>;

/**
 * Complaints (document 2 §7, "Reviews and complaints"): a line of a shipped or completed order, then its form (?ordersn=…&product=<slug>).
 */
export const complaintsRoutes = [
  { name: 'ProfileComplain', path: '/profile/complain', page: 'complaints/ComplainPage', modules: ['complaints'], frame: 'profile/ProfileFrame', access: 'login', title: 'Komplain' },
  { name: 'ProfileComplainDetail', path: '/profile/complain-detail', page: 'complaints/ComplainDetailPage', modules: ['complaints'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ajukan Komplain' },
] as const satisfies readonly RouteRow<ComplaintsPage>[];
