import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type WishlistPage from './pages/WishlistPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type WishlistPage = FeaturePage<'wishlist', { WishlistPage: typeof WishlistPage }>;

/**
 * The wishlist (document 1 §3, §4): the account's wished products as cards, a page at a time; the list is the frame's Wishlist.
 */
export const wishlistRoutes = [
  { name: 'ProfileWishlist', path: '/profile/wishlist', page: 'wishlist/WishlistPage', modules: ['wishlist'], frame: 'profile/ProfileFrame', access: 'login', title: 'Wishlist' },
] as const satisfies readonly RouteRow<WishlistPage>[];
