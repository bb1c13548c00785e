import type { StoreRoute } from './route';

/** A row kept out of search engines: behind login or for guests only, personal, or marked so (a door to an account, a shipment). */
export const isPrivateRoute = (route: StoreRoute): boolean => route.access !== 'public' || route.personal === true || route.indexed === false;

/** A pattern's address up to its first parameter, as robots.txt reads prefixes: `/verify-email/:id` is `/verify-email/`. */
const staticPrefix = (pattern: string): string => {
  const parameter = pattern.indexOf('/:');
  return parameter === -1 ? pattern : pattern.slice(0, parameter + 1);
};

/**
 * What search engines may not read, from the route table: the private rows'
 * addresses (the customer's account, orders and invoices, the cart and
 * checkout, the doors to an account, a shipment's tracking), each up to its
 * first parameter, without those another covers (`/invoice` covers
 * `/invoice-print/…`, `/checkout` its steps). Disallowed in robots.txt, never
 * listed in the sitemap, and answered with `X-Robots-Tag: noindex` (a link
 * found elsewhere is still not indexed): one list for all three.
 */
export const privatePathPrefixes = (routes: readonly StoreRoute[]): readonly string[] => {
  const prefixes = [...new Set(routes.filter(isPrivateRoute).map((route) => staticPrefix(route.path)))];
  return prefixes.filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)));
};

/** Whether a path is one of the private ones (`/invoice` covers `/invoice-print/…`, as robots.txt reads prefixes). */
export const isPrivatePathOf = (prefixes: readonly string[], path: string): boolean => prefixes.some((prefix) => path.startsWith(prefix));

/** The sitemap's index and its parts, by name: `/sitemap-<part>.xml`. */
export const SITEMAP_PARTS = ['pages', 'products', 'categories', 'articles', 'inspirations'] as const;
export type SitemapPart = (typeof SITEMAP_PARTS)[number];
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPartPath = (part: SitemapPart): string => `/sitemap-${part}.xml`;

/**
 * robots.txt: every public page may be read, the private ones not (privatePathPrefixes of the route table, which the
 * server has from its renderer), and where the sitemap is (an absolute address, as the protocol asks).
 */
export const robotsTxt = (origin: string, privatePrefixes: readonly string[]): string =>
  ['User-agent: *', 'Allow: /', ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ''].join('\n');

/**
 * The store's own pages for the sitemap, from the route table: every public
 * row without parameters, except the private ones, /404 and the app's web
 * view of a page (its canonical address is the page's own).
 */
export const sitemapPagePaths = (routes: readonly StoreRoute[], notFoundPath: string): readonly string[] => {
  const privatePrefixes = privatePathPrefixes(routes);
  return routes
    .filter((route) => !isPrivateRoute(route) && !route.path.includes(':') && route.chrome === undefined && route.path !== notFoundPath && !isPrivatePathOf(privatePrefixes, route.path))
    .map((route) => route.path);
};
