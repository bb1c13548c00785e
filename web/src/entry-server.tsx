// The decorators' metadata (inversify's @injectable, @inject), once, before any decorated class is defined.
import 'reflect-metadata/lite';
import { AccountProfile, AuthStore, MetaPages, Session, type SitemapEntry, SitemapSource } from '@more/core';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { featureModuleManifestKey } from './app/composition-root/feature-bindings';
import { createServerContainer } from './app/composition-root/server';
import { SHIPMENT_DESK_PATH } from './app/composition-root/surroundings';
import { pageSnapshot } from './app/composition-root/snapshot-answers';
import { type RenderedSession, sessionTag } from './app/composition-root/rendered-session';
import { renderGuestCart } from './app/composition-root/guest-cart-render';
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
import { CHAT_MODULE } from './features/shell/use-chat-box';

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
  /**
   * The session's token from the storefront's cookie (web/server/session-cookie.ts), read for a GET or HEAD page
   * alone: the page is rendered for its customer. The render sends it to the API as the browser does, as the bearer
   * token; the cookie itself goes nowhere.
   */
  readonly sessionToken?: string | null;
  /**
   * A guest's cart outline from its cookie (adapters' cart-cookie.ts, sent with /cart alone), as the request sent it:
   * a guest's page of a `guestCart` route is rendered with that cart, priced through the public product calls.
   */
  readonly guestCart?: string | null;
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
  /**
   * Whose page this is: a customer's (rendered for the session's token), a guest's because the API refused that
   * session (the server then removes the cookie), or null: a guest's, no session asked for. The server keeps no
   * copy of a page rendered with a session, and lets no cache keep it.
   */
  readonly session: 'customer' | 'expired' | null;
  /** Rendered with a guest's cart from its cookie: the guest's own, so kept by no cache either. */
  readonly guestCart: boolean;
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
  const token = request.sessionToken ?? null;
  if (!token) return renderAs(request, null);
  const page = await renderAs(request, token);
  // The API refused the session (its token revoked, expired): the page is a guest's, and the browser logs out.
  return page === SESSION_REFUSED ? renderAs(request, null, 'expired') : page;
};

/** What a render for a session the API refused gives: no page; the guest's is rendered instead. */
const SESSION_REFUSED = 'session-refused';

/** A render for the session's token (null: a guest's); `refused` marks a guest's page after the API refused the session. */
async function renderAs(request: RenderRequest, token: null, refused?: 'expired'): Promise<RenderedPage>;
async function renderAs(request: RenderRequest, token: string): Promise<RenderedPage | typeof SESSION_REFUSED>;
async function renderAs(request: RenderRequest, token: string | null, refused?: 'expired'): Promise<RenderedPage | typeof SESSION_REFUSED> {
  const url = new URL(request.url, request.origin);
  const search = url.search.slice(1);
  // A fresh container for this render only: nothing of one shopper's request reaches another's.
  const { services, bindings, answers } = createServerContainer(request.storeApiUrl, request.fetch, new URL(SHIPMENT_DESK_PATH, request.origin).href, token);
  const found = findRoute(url.pathname);
  let route: StoreRoute = found.route;
  const { params } = found;

  // Whose token it is, before anything of the customer's loads (their cart, wishlist and bell load once they are signed in).
  const resumed = token ? await services.get(AccountProfile).resume() : 'guest';
  const forCustomer = resumed === 'customer';
  // From here the session's rules apply as in the browser: a 401 to any call ends it (document 2 §8). Not before the
  // customer is signed in: the session's participants (the cart, the wishlist) are made for whoever is signed in then.
  if (forCustomer) services.get(Session);
  if (resumed === 'expired') return SESSION_REFUSED;
  // A guest's cart from its cookie, priced before anything reads the cart (the frame's loads do).
  const guestCart = !forCustomer && route.guestCart && request.guestCart ? await renderGuestCart(services, request.guestCart) : null;
  // The product answers that priced it stay out of the page's snapshot: the browser holds its cart whole.
  const pricingAnswers = guestCart ? answers().length : 0;
  const loads = Promise.all([
    loadShell(services, route.chrome, forCustomer),
    prepareRoute(route, bindings).then(() => route.load?.({ services, params, search, path: url.pathname, forCustomer }).catch(() => 'ok' as const)),
  ]).then(([, outcome]) => outcome);
  // A 401 to a later call logged the customer out, as it does in the browser: what the loads wait for is gone with
  // them, so the render stops waiting and the guest's page is rendered instead.
  const outcome = forCustomer ? await Promise.race([loads, services.get(AuthStore).loggedOut().then(() => SESSION_REFUSED)]) : await loads;
  if (outcome === SESSION_REFUSED) return SESSION_REFUSED;
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
  const head = headTagsHtml(headTagsFor(services.get(MetaPages), route, url.pathname, search, request.origin, own), request.config.imagePath);
  // A 404 on the main call: the browser shows /404 at once, as the server did (document 2 §2, "A 404 answer sends the user to /404").
  // Whose page it is: a tag of the customer's token (never the token), or the refused session the browser must end.
  const session: RenderedSession | undefined = forCustomer && token ? { as: 'customer', tag: sessionTag(token) } : refused ? { as: 'expired' } : undefined;
  const page = jsonScript('store-page', { path, ...(session ? { session } : {}), ...(guestCart ? { guestCart } : {}) });
  const data = [jsonScript('store-config', request.config), jsonScript('store-snapshot', pageSnapshot(answers().slice(pricingAnswers))), page].join('');

  return {
    status,
    head,
    chunks: [
      pageManifestKey(route.page),
      ...(route.frame ? [frameManifestKey(route.frame)] : []),
      ...(route.modules ?? []).map(featureModuleManifestKey),
      // The customer's frame binds the chat's box before it hydrates (customer-frame-data.ts): fetched beside the page.
      ...(forCustomer && route.chrome !== 'none' ? [featureModuleManifestKey(CHAT_MODULE)] : []),
    ],
    data,
    // A page rendered for the customer holds their things: nothing waits for the scripts to fill it.
    scriptsAtOnce: !forCustomer && guestCart === null && isPersonalPage(url.pathname),
    indexable: !isPrivatePath(url.pathname),
    session: forCustomer ? 'customer' : (refused ?? null),
    guestCart: guestCart !== null,
    pipe: (target) => {
      const stream = renderToPipeableStream(
        <Root
          services={services}
          origin={request.origin}
          config={request.config}
          ssrPath={path}
          ssrSearch={search}
          shopperRendered={forCustomer}
          cartRendered={guestCart !== null}
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
}

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
