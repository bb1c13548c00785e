import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type PromoPage from './pages/PromoPage';
import type PromotionPage from './pages/PromotionPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type PromotionsPage = FeaturePage<'promotions', { PromoPage: typeof PromoPage; PromotionPage: typeof PromotionPage }>;

const promotionData = () => import('./promotion-data');

/**
 * The promotions (document 1 §2; document 2 §7 "Home and promotions").
 */
export const promotionsRoutes = [
  { name: 'Promotion', path: '/promotion', page: 'promotions/PromotionPage', modules: ['promotions', 'promotions/rewards', 'flash-sale', 'flash-sale/page'], access: 'public', load: async (c) => (await promotionData()).loadPromotions(c) },
  // One meta page (uni/page "Promotion") for the overview and each kind's page.
  { name: 'Promotion', path: '/promo/:slug', page: 'promotions/PromoPage', modules: ['promotions', 'promotions/rewards', 'flash-sale', 'flash-sale/page'], access: 'public', load: async (c) => (await promotionData()).loadPromo(c), head: async (c) => (await promotionData()).promoHead(c) },
] as const satisfies readonly RouteRow<PromotionsPage>[];
