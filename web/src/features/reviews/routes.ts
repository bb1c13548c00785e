import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ReviewPage from './pages/ReviewPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ReviewsPage = FeaturePage<'reviews', { ReviewPage: typeof ReviewPage }>;

/**
 * Reviews (document 2 §7, "Reviews and complaints"): the completed orders' products waiting for a review, and those reviewed.
 */
export const reviewsRoutes = [
  { name: 'ProfileReview', path: '/profile/review', page: 'reviews/ReviewPage', modules: ['reviews'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ulasan' },
] as const satisfies readonly RouteRow<ReviewsPage>[];
