import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type PointsPage from './pages/PointsPage';
import type VouchersPage from './pages/VouchersPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type VouchersPage = FeaturePage<'vouchers', { PointsPage: typeof PointsPage; VouchersPage: typeof VouchersPage }>;
const vouchersData = () => import('./vouchers-data');
const pointsData = () => import('./points-data');

/**
 * The customer's vouchers (`more/voucher`): "Pakai" puts one on the cart, whose module holds it; the rewards for points (`more/promotion/reedem`).
 */
export const vouchersRoutes = [
  { name: 'ProfileVouchers', path: '/profile/vouchers', page: 'vouchers/VouchersPage', modules: ['cart'], frame: 'profile/ProfileFrame', access: 'login', title: 'Voucher Saya', load: async (c) => (await vouchersData()).loadVouchersPage(c) },
  { name: 'ProfilePoint', path: '/profile/point', page: 'vouchers/PointsPage', modules: ['promotions/rewards'], frame: 'profile/ProfileFrame', access: 'login', title: 'Poin Saya', load: async (c) => (await pointsData()).loadPointsPage(c) },
] as const satisfies readonly RouteRow<VouchersPage>[];
