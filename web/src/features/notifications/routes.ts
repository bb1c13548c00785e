import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type NotificationsPage from './pages/NotificationsPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type NotificationsPage = FeaturePage<'notifications', { NotificationsPage: typeof NotificationsPage }>;

/**
 * The notifications (the frame's list, which the bell shares) with this device's push registration.
 */
export const notificationsRoutes = [
  { name: 'ProfileNotifications', path: '/profile/notifications', page: 'notifications/NotificationsPage', modules: ['notifications'], frame: 'profile/ProfileFrame', access: 'login', title: 'Notifikasi' },
] as const satisfies readonly RouteRow<NotificationsPage>[];
