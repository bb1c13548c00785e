/**
 * The sitemaps.org protocol (https://www.sitemaps.org/protocol.html): a
 * sitemap index naming the parts, each part a `urlset` of at most 50,000
 * addresses. Search engines read these to find every public page of the
 * store; the storefront's server writes them from the API (SitemapSource).
 */

/** The protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address of a part: a path of the store, and when its content last changed where the API says. */
export interface SitemapEntry {
  /** A path of the store, starting with `/`, already percent-encoded where it must be. */
  readonly path: string;
  /** Milliseconds since the epoch, or undefined when the API does not say. */
  readonly lastModified?: number;
}

/** XML's five special characters: a slug or a query can hold `&`. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** W3C date-time in UTC, as the protocol's `lastmod` takes it. */
const lastmod = (at: number | undefined): string =>
  at === undefined || !Number.isFinite(at) ? '' : `<lastmod>${new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`;

const absolute = (origin: string, path: string): string => escapeXml(`${origin.replace(/\/+$/, '')}${path}`);

/** A part: each address once (the first wins), at most SITEMAP_MAX_URLS of them. */
export const urlSetXml = (origin: string, entries: readonly SitemapEntry[]): string => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || seen.size >= SITEMAP_MAX_URLS) continue;
    seen.add(entry.path);
    lines.push(`<url><loc>${absolute(origin, entry.path)}</loc>${lastmod(entry.lastModified)}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${lines.join('\n')}\n</urlset>\n`;
};

/** The index: the parts' paths (`/sitemap-products.xml`), each with the newest change it lists. */
export const sitemapIndexXml = (origin: string, parts: readonly SitemapEntry[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${parts
    .map((part) => `<sitemap><loc>${absolute(origin, part.path)}</loc>${lastmod(part.lastModified)}</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
