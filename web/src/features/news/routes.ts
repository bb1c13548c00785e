import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ArticleCategoryPage from './pages/ArticleCategoryPage';
import type ArticlePage from './pages/ArticlePage';
import type ArticlesPage from './pages/ArticlesPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type NewsPage = FeaturePage<'news', { ArticleCategoryPage: typeof ArticleCategoryPage; ArticlePage: typeof ArticlePage; ArticlesPage: typeof ArticlesPage }>;

const newsData = () => import('./news-data');

/**
 * The articles (document 1 §2 /artikel, /artikel/{slug}, /artikel/category/{slug}; document 2 §7 "News"): public, rendered on the server.
 */
export const newsRoutes = [
  { name: 'Artikel', path: '/artikel', page: 'news/ArticlesPage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticlesPage(c), head: async (c) => (await newsData()).articlesHead(c) },
  { name: 'Artikel', path: '/artikel/category/:slug', page: 'news/ArticleCategoryPage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticleCategoryPage(c), head: async (c) => (await newsData()).articleCategoryHead(c) },
  { name: 'Artikel', path: '/artikel/:slug', page: 'news/ArticlePage', modules: ['news'], access: 'public', load: async (c) => (await newsData()).loadArticlePage(c), head: async (c) => (await newsData()).articlePageHead(c) },
] as const satisfies readonly RouteRow<NewsPage>[];
