import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type AboutPage from './pages/AboutPage';
import type DownloadPage from './pages/DownloadPage';
import type FaqPage from './pages/FaqPage';
import type OfflineStorePage from './pages/OfflineStorePage';
import type SnkPage from './pages/SnkPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type StorePagesPage = FeaturePage<'store-pages', { AboutPage: typeof AboutPage; DownloadPage: typeof DownloadPage; FaqPage: typeof FaqPage; OfflineStorePage: typeof OfflineStorePage; SnkPage: typeof SnkPage }>;

const storePagesData = () => import('./store-pages-data');
const storeHead =
  (page: 'about' | 'faq' | 'snk' | 'offline-store' | 'download', app?: boolean): RouteRow['head'] =>
  async (c) =>
    (await storePagesData()).storePageHead(c, page, app);

/**
 * The store's own pages (document 1 §2 /about, /faq, /snk, /offline-store, /download) and, without the store's frame, the app's web view of three.
 */
export const storePagesRoutes = [
  { name: 'About', path: '/about', page: 'store-pages/AboutPage', access: 'public', head: storeHead('about') },
  { name: 'About', path: '/about-apps', page: 'store-pages/AboutPage', access: 'public', chrome: 'none', head: storeHead('about', true) },
  { name: 'Faq', path: '/faq', page: 'store-pages/FaqPage', access: 'public', head: storeHead('faq') },
  { name: 'Faq', path: '/faq-apps', page: 'store-pages/FaqPage', access: 'public', chrome: 'none', head: storeHead('faq', true) },
  { name: 'Snk', path: '/snk', page: 'store-pages/SnkPage', access: 'public', head: storeHead('snk') },
  { name: 'Snk', path: '/snk-apps', page: 'store-pages/SnkPage', access: 'public', chrome: 'none', head: storeHead('snk', true) },
  { name: 'OfflineStore', path: '/offline-store', page: 'store-pages/OfflineStorePage', access: 'public', head: storeHead('offline-store') },
  { name: 'Download', path: '/download', page: 'store-pages/DownloadPage', access: 'public', head: storeHead('download') },
] as const satisfies readonly RouteRow<StorePagesPage>[];
