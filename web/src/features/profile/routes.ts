import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type PlainMenuPage from './pages/PlainMenuPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ProfilePage = FeaturePage<'profile', { PlainMenuPage: typeof PlainMenuPage }>;

/**
 * The profile's menu on a phone: /plain-menu, which the bottom navigation's Profil tab opens (document 1 §2).
 */
export const profileRoutes = [
  { name: 'PlainMenu', path: '/plain-menu', page: 'profile/PlainMenuPage', access: 'login', title: 'Akun Saya' },
] as const satisfies readonly RouteRow<ProfilePage>[];
