import type { StoreRoute } from './route';

/**
 * What search engines may read. Private pages (the customer's account,
 * orders and invoices, the cart and checkout, the doors to an account, a
 * shipment's tracking) are disallowed in robots.txt, never listed in the
 * sitemap, and answered with `X-Robots-Tag: noindex` (a link found elsewhere
 * is still not indexed): one list for all three.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/profile',
  '/plain-menu',
  '/checkout',
  '/cart',
  '/buy',
  '/m/buy',
  '/invoice',
  '/login',
  '/register',
  '/forgotPassword',
  '/verify-email/',
  '/apple-login',
  // A shipment's page names its customer, city and items (order numbers follow each other): a shopper's link, never a search result.
  '/omnitracking/',
] as const;

/** Whether a path is one of the private ones (`/invoice` covers `/invoice-print/…`, as robots.txt reads prefixes). */
export const isPrivatePath = (path: string): boolean => PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The sitemap's index and its parts, by name: `/sitemap-<part>.xml`. */
export const SITEMAP_PARTS = ['pages', 'products', 'categories', 'articles', 'inspirations'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPartPath = (part: SitemapPart): string => `/sitemap-${part}.xml`;

/** robots.txt: every public page may be read, the private ones not, and where the sitemap is (an absolute address, as the protocol asks). */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ''].join('\n');

/**
 * The store's own pages for the sitemap, from the route table: every public
 * row without parameters, except the private ones, /404 and the app's web
 * view of a page (its canonical address is the page's own).
 */
export const sitemapPagePaths = (routes: readonly StoreRoute[], notFoundPath: string): readonly string[] =>
  routes
    .filter((route) => route.access === 'public' && !route.path.includes(':') && route.chrome === undefined && route.path !== notFoundPath && !isPrivatePath(route.path))
    .map((route) => route.path);
