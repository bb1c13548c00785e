import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type BundleDetailPage from './pages/BundleDetailPage';
import type ProductDetailPage from './pages/ProductDetailPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ProductDetailPage = FeaturePage<'product-detail', { BundleDetailPage: typeof BundleDetailPage; ProductDetailPage: typeof ProductDetailPage }>;

const productData = () => import('./detail-data');

/**
 * The product and bundle pages (document 1 §2).
 */
export const productDetailRoutes = [
  { name: 'ProductDetail', path: '/product/:slug', page: 'product-detail/ProductDetailPage', modules: ['product-detail'], later: ['product-detail/extras'], access: 'public', load: async (c) => (await productData()).loadProductDetail(c), head: async (c) => (await productData()).productPageHead(c) },
  // No meta page names bundles; a name of its own lets one be added without a code change.
  { name: 'BundleDetail', path: '/bundle/:slug?', page: 'product-detail/BundleDetailPage', modules: ['product-detail'], later: ['product-detail/extras'], access: 'public', load: async (c) => (await productData()).loadProductDetail(c), head: async (c) => (await productData()).productPageHead(c) },
] as const satisfies readonly RouteRow<ProductDetailPage>[];
