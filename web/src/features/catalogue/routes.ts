import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type CategoryPage from './pages/CategoryPage';
import type FindPage from './pages/FindPage';
import type ProductsPage from './pages/ProductsPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type CataloguePage = FeaturePage<'catalogue', { CategoryPage: typeof CategoryPage; FindPage: typeof FindPage; ProductsPage: typeof ProductsPage }>;

const listData = () => import('./list/list-data');

/**
 * The catalogue's lists (document 1 §2): products, categories, a search.
 */
export const catalogueRoutes = [
  { name: 'Products', path: '/products', page: 'catalogue/ProductsPage', modules: ['catalogue'], access: 'public', load: async (c) => (await listData()).loadProductsPage(c), head: async (c) => (await listData()).productsHead(c) },
  { name: 'Products', path: '/products/:filter', page: 'catalogue/ProductsPage', modules: ['catalogue'], access: 'public', load: async (c) => (await listData()).loadProductsPage(c), head: async (c) => (await listData()).productsHead(c) },
  { name: 'Category', path: '/category/:slug', page: 'catalogue/CategoryPage', modules: ['catalogue'], access: 'public', load: async (c) => (await listData()).loadCategoryPage(c), head: async (c) => (await listData()).categoryHead(c) },
  { name: 'Find', path: '/find/:slug', page: 'catalogue/FindPage', modules: ['catalogue'], access: 'public', load: async (c) => (await listData()).loadFindPage(c) },
] as const satisfies readonly RouteRow<CataloguePage>[];
