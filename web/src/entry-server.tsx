// The decorators' metadata (inversify's @injectable, @inject), once, before any decorated class is defined.
import 'reflect-metadata/lite';
import { MetaPages, type SitemapEntry, SitemapSource } from '@more/core';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { featureModuleManifestKey } from './app/composition-root/feature-bindings';
import { createServerContainer } from './app/composition-root/server';
import { SHIPMENT_DESK_PATH } from './app/composition-root/surroundings';
import { pageSnapshot } from './app/composition-root/snapshot-answers';
import type { StoreConfig } from './shared/store-config';
import { headTagsFor, headTagsHtml } from './app/routing/head';
import { findRoute } from './app/routing/match';
import { frameManifestKey } from './app/routing/frames';
import { pageManifestKey } from './app/routing/pages';
import type { StoreRoute } from './app/routing/route';
import { prepareRoute } from './app/routing/route-preparation';
import { notFoundRoute, storeRoutes } from './app/routing/routes';
import { isPersonalPage, isPrivatePath } from './app/routing/access';
import { type SitemapPart, sitemapPagePaths } from './app/routing/search-engines';
import { Root } from './app/Root';
import { loadShell } from './features/shell/shell-data';

export interface RenderRequest {
  /** Path and query of the page asked for, e.g. `/products/type=terbaru?tags=Sofa`. */
  readonly url: string;
  /** The store's public origin, for canonical URLs and Open Graph. */
  readonly origin: string;
  /** The configuration the browser gets (relative URLs allowed). */
  readonly config: StoreConfig;
  /** The store API as the server reaches it: an absolute URL. */
  readonly storeApiUrl: string;
  readonly fetch?: typeof fetch;
}

export interface RenderedPage {
  readonly status: number;
  readonly head: string;
  /** The manifest keys of the page's chunk and its feature modules' chunks, for modulepreload links. */
  readonly chunks: readonly string[];
  /** `<script type="application/json">` elements: configuration and the API snapshot. */
  readonly data: string;
  /** The page's content is the browser's to fill (the shopper's own): its scripts start at once, not after the first paint. */
  readonly scriptsAtOnce: boolean;
  /** False for a private page (search-engines.ts): the answer says `X-Robots-Tag: noindex`. */
  readonly indexable: boolean;
  /** Streams the page's body (the inside of #root) into `target`, ending it. */
  pipe(target: Parameters<PipeableStream['pipe']>[0] & { end(): unknown }): void;
}

/** JSON inside a script element: `<` never closes it, whatever the data holds. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}</script>`;

/**
 * Renders one page on the server: loads the frame's and the route's public
 * data through the same use cases and adapters the browser uses, then streams
 * the React tree. A 404 on the route's main call renders /404 with status 404.
 */
export const render = async (request: RenderRequest): Promise<RenderedPage> => {
  const url = new URL(request.url, request.origin);
  const search = url.search.slice(1);
  // A fresh container for this render only: nothing of one shopper's request reaches another's.
  const { services, bindings, answers } = createServerContainer(request.storeApiUrl, request.fetch, new URL(SHIPMENT_DESK_PATH, request.origin).href);
  const found = findRoute(url.pathname);
  let route: StoreRoute = found.route;
  const { params } = found;

  const [, outcome] = await Promise.all([
    loadShell(services, route.chrome),
    prepareRoute(route, bindings).then(() => route.load?.({ services, params, search, path: url.pathname }).catch(() => 'ok' as const)),
  ]);
  let status = route.status ?? 200;
  let path = url.pathname;
  if (outcome === 'not-found') {
    route = notFoundRoute;
    path = notFoundRoute.path;
    status = 404;
    await prepareRoute(route, bindings);
  } else if (outcome === 'not-found-shown') {
    status = 404;
  }

  // A page's own head (a product's photo, price and JSON-LD) from the data its load just fetched.
  const own = (await route.head?.({ services, params, search, path: url.pathname, origin: request.origin }).catch(() => null)) ?? null;
  const head = headTagsHtml(headTagsFor(services.get(MetaPages), route, url.pathname, search, request.origin, own));
  // A 404 on the main call: the browser shows /404 at once, as the server did (document 2 §2, "A 404 answer sends the user to /404").
  const page = jsonScript('store-page', { path });
  const data = [jsonScript('store-config', request.config), jsonScript('store-snapshot', pageSnapshot(answers())), page].join('');

  return {
    status,
    head,
    chunks: [pageManifestKey(route.page), ...(route.frame ? [frameManifestKey(route.frame)] : []), ...(route.modules ?? []).map(featureModuleManifestKey)],
    data,
    scriptsAtOnce: isPersonalPage(url.pathname),
    indexable: !isPrivatePath(url.pathname),
    pipe: (target) => {
      const stream = renderToPipeableStream(
        <Root
          services={services}
          origin={request.origin}
          config={request.config}
          ssrPath={path}
          ssrSearch={search}
        />,
        {
          // One piece: React would otherwise reveal large parts with inline scripts, which the CSP refuses.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => stream.pipe(target),
          onShellError: (error) => {
            console.error('Server render failed before its first byte', error);
            target.end();
          },
          onError: (error) => console.error('Server render failed', error),
        },
      );
    },
  };
};

/** What robots.txt disallows (the server's /robots.txt, web/server/sitemap.ts): the route table's private addresses. */
export { PRIVATE_PATH_PREFIXES } from './app/routing/access';

/**
 * The addresses of one part of the sitemap (the server's /sitemap-<part>.xml,
 * web/server/sitemap.ts): the store's own pages from the route table, the
 * rest from the API through the same adapters the pages use.
 */
export const sitemapEntries = async (part: SitemapPart, request: Pick<RenderRequest, 'storeApiUrl' | 'fetch'>): Promise<readonly SitemapEntry[]> => {
  if (part === 'pages') return sitemapPagePaths(storeRoutes, notFoundRoute.path).map((path) => ({ path }));
  const { services, bindings } = createServerContainer(request.storeApiUrl, request.fetch, request.storeApiUrl);
  await bindings.load(['news', 'news/sitemap']);
  return services.get(SitemapSource).entries(part);
};
