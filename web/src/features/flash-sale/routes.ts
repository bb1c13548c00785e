import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type FlashSalePage from './pages/FlashSalePage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type FlashSalePage = FeaturePage<'flash-sale', { FlashSalePage: typeof FlashSalePage }>;

const flashSaleData = () => import('./flash-sale-data');

/**
 * The flash sale's page (document 1 §2; document 2 §7 "Home and promotions"). Matched before the product page: /product/sale is no product.
 */
export const flashSaleRoutes = [
  // uni/page has no meta page for the flash sale: the route is named for itself.
  { name: 'FlashSale', path: '/product/sale', page: 'flash-sale/FlashSalePage', modules: ['flash-sale', 'flash-sale/page'], access: 'public', title: 'Flash Sale', load: async (c) => (await flashSaleData()).loadFlashSalePage(c) },
] as const satisfies readonly RouteRow<FlashSalePage>[];
