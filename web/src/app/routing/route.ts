import type { RouteAccess } from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';
import type { FeatureModuleName } from '../composition-root/modules';

/** Who may open a route (document 1 §2, "Routes that need login"; "/login … authenticated users are sent to /"). */
export type Access = RouteAccess;

/** One row of the route table (routes.ts): what the router, the server renderer, the guard and the route tests read. */
export interface StoreRoute {
  /** The route's name: the meta page matched for its title and description (document 1 §2). */
  readonly name: string;
  /** A wouter pattern. */
  readonly path: string;
  /** The page's module under web/src/features: `<feature>/<Page>` (the file features/<feature>/pages/<Page>.tsx); each page is its own chunk. */
  readonly page: string;
  /**
   * The feature modules (composition-root/modules) that bind what its page and
   * data loader use beyond the frame. They are loaded into the container
   * before the page renders: on a cold visit, a client navigation and a server
   * render alike. A test resolves every service the route's code asks for in
   * a fresh container loaded this way (route-services.test.ts).
   */
  readonly modules?: readonly FeatureModuleName[];
  /**
   * The feature modules only the page's later parts need (sections in chunks
   * of their own, fetched when the shopper comes near them): bound when such a
   * part first asks (shared/later-bindings.tsx), so the route's first load
   * does not carry them.
   */
  readonly later?: readonly FeatureModuleName[];
  /**
   * The nested layout the page renders in, `<feature>/<Frame>` (the file
   * features/<feature>/frames/<Frame>.tsx, a chunk of its own, frames.tsx):
   * the profile's pages share one, its side menu kept while the shopper moves
   * between them.
   */
  readonly frame?: string;
  /**
   * 'none' for the app's web view (document 1 §2 `/about-apps`, `/faq-apps`,
   * `/snk-apps`): the page alone, without the store's header, footer, chat and
   * bottom navigation, which the app draws around it itself. The store's frame otherwise.
   */
  readonly chrome?: 'none';
  readonly access: Access;
  /** The HTTP status the server answers with (200 unless said). */
  readonly status?: number;
  /** A title of the route's own, where the spec gives one ("/404 … titled 'Halaman Tidak di Temukan'"). */
  readonly title?: string;
  /**
   * The route's public data, fetched by the server before it renders and by
   * the browser (from the page's snapshot) before it hydrates. Personal data
   * is never loaded here: the server does not know the shopper.
   */
  readonly load?: (context: LoadContext) => Promise<LoadResult | void>;
  /**
   * The page's own head tags from its public data (a product's name, photo,
   * price, JSON-LD), read after `load` on the server and after every
   * navigation in the browser. Lazily imported, like `load`, to keep the entry small.
   */
  readonly head?: (context: HeadContext) => Promise<RouteHead | null>;
}

export const NOT_FOUND_ROUTE_NAME = 'NotFound';
