import { type SitemapEntry, sitemapIndexXml, urlSetXml } from '@more/core';
import { SITEMAP_INDEX_PATH, SITEMAP_PARTS, type SitemapPart, robotsTxt, sitemapPartPath } from '../src/app/routing/search-engines';

export interface SearchEngineAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly cacheControl: string;
}

export interface SearchEngineFilesOptions {
  /** One part's addresses (entry-server's sitemapEntries, against the API). */
  readonly read: (part: SitemapPart) => Promise<readonly SitemapEntry[]>;
  /** How long a part read from the API is served before it is read again. */
  readonly ttlMs: number;
  /** What robots.txt disallows: the route table's private addresses (entry-server's PRIVATE_PATH_PREFIXES). */
  readonly privatePrefixes: readonly string[];
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

interface CachedPart {
  readonly entries: readonly SitemapEntry[];
  readonly at: number;
}

const XML = 'application/xml; charset=utf-8';

/**
 * robots.txt and the sitemap (an index and a part each for pages, products,
 * categories, articles and inspirations). A part is read from the API once
 * per `ttlMs`: crawlers ask often, the catalogue changes slowly, and reading
 * it means paging through every product. Concurrent asks share one read; a
 * failed read keeps serving the last good copy, and answers 503 (try later)
 * when there is none, never a part that lists less than there is.
 */
export const searchEngineFiles = (options: SearchEngineFilesOptions) => {
  const now = options.now ?? Date.now;
  const cached = new Map<SitemapPart, CachedPart>();
  const reading = new Map<SitemapPart, Promise<CachedPart>>();
  const maxAge = Math.max(0, Math.floor(options.ttlMs / 1000));

  const part = (name: SitemapPart): Promise<CachedPart> => {
    const copy = cached.get(name);
    if (copy && now() - copy.at < options.ttlMs) return Promise.resolve(copy);
    let pending = reading.get(name);
    if (!pending) {
      pending = options
        .read(name)
        .then((entries) => {
          const fresh = { entries, at: now() };
          cached.set(name, fresh);
          return fresh;
        })
        .catch((error: unknown) => {
          options.log?.(`sitemap-${name}.xml could not be read from the API: ${String(error)}`);
          if (copy) return copy;
          throw error;
        })
        .finally(() => reading.delete(name));
      reading.set(name, pending);
    }
    return pending;
  };

  const xml = (body: string): SearchEngineAnswer => ({ status: 200, contentType: XML, body, cacheControl: `public, max-age=${maxAge}` });

  /** The answer for `pathname`, or null when it is not one of these files. */
  return async (pathname: string, origin: string): Promise<SearchEngineAnswer | null> => {
    if (pathname === '/robots.txt') return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin, options.privatePrefixes), cacheControl: 'public, max-age=86400' };
    if (pathname === SITEMAP_INDEX_PATH) {
      // The index names every part without reading them; a part's lastmod is its newest entry's, where the API gives dates.
      const dated = SITEMAP_PARTS.map((name) => {
        const dates = (cached.get(name)?.entries ?? []).flatMap((entry) => (entry.lastModified === undefined ? [] : [entry.lastModified]));
        return { path: sitemapPartPath(name), ...(dates.length > 0 ? { lastModified: Math.max(...dates) } : {}) };
      });
      return xml(sitemapIndexXml(origin, dated));
    }
    const name = SITEMAP_PARTS.find((candidate) => sitemapPartPath(candidate) === pathname);
    if (!name) return null;
    try {
      return xml(urlSetXml(origin, (await part(name)).entries));
    } catch {
      return { status: 503, contentType: 'text/plain; charset=utf-8', body: 'Sitemap sedang tidak tersedia, coba lagi nanti', cacheControl: 'no-store' };
    }
  };
};
