import type { RouteAccess } from '@more/core';
import type { ComponentType, ReactNode } from 'react';
import type { HeadContext, LoadContext, LoadResult, PageProps, RouteHead } from './route-contract';

/** The /404 row's name, which the server renders for what names nothing. */
export const NOT_FOUND_ROUTE_NAME = 'NotFound';

/**
 * One row of the route table, as a feature declares it beside its pages
 * (features/<feature>/routes.ts); app/routing/routes.ts composes the
 * features' rows into the one table the router, the server renderer, the
 * guard, robots and the sitemap, and the route tests read. `Page`, `Module`
 * and `Frame` are the names the row may use: a feature narrows `Page` to its
 * own pages (FeaturePage), the app narrows `Module` and `Frame` to those that
 * exist, so a wrong name does not compile.
 */
export interface RouteRow<Page extends string = string, Module extends string = string, Frame extends string = string> {
  /** The route's name: the meta page matched for its title and description (document 1 §2). */
  readonly name: string;
  /** A wouter pattern. */
  readonly path: string;
  /** The page's module under web/src/features: `<feature>/<Page>` (the file features/<feature>/pages/<Page>.tsx); each page is its own chunk. */
  readonly page: Page;
  /**
   * The feature modules that bind what its page and data loader use beyond
   * the frame. They are loaded into the container before the page renders:
   * on a cold visit, a client navigation and a server render alike. A test
   * resolves every service the route's code asks for in a fresh container
   * loaded this way (route-services.test.ts).
   */
  readonly modules?: readonly Module[];
  /**
   * The feature modules only the page's later parts need (sections in chunks
   * of their own, fetched when the shopper comes near them): bound when such a
   * part first asks (shared/later-bindings.tsx), so the route's first load
   * does not carry them.
   */
  readonly later?: readonly Module[];
  /**
   * The nested layout the page renders in, `<feature>/<Frame>` (the file
   * features/<feature>/frames/<Frame>.tsx, a chunk of its own): the profile's
   * pages share one, its side menu kept while the shopper moves between them.
   */
  readonly frame?: Frame;
  /**
   * 'none' for the app's web view (document 1 §2 `/about-apps`, `/faq-apps`,
   * `/snk-apps`): the page alone, without the store's header, footer, chat and
   * bottom navigation, which the app draws around it itself. The store's frame otherwise.
   */
  readonly chrome?: 'none';
  /** Who may open it (document 1 §2, "Routes that need login"; "/login … authenticated users are sent to /"): the guard reads only this. */
  readonly access: RouteAccess;
  /**
   * The page shows one shopper's own things though anyone may open it (a cart, an order's invoice, a reset link's
   * account): the server sends it with its scripts at once and no shared cache keeps it. Every login page is personal too.
   */
  readonly personal?: true;
  /**
   * A guest's page of this route is rendered with their cart, which the server prices from the cart's outline in
   * a cookie (issue 39; adapters' cart-cookie.ts, whose path is this route's). Such a page is personal too.
   */
  readonly guestCart?: true;
  /**
   * Kept out of search engines though public (a door to an account, a shipment's tracking): robots.txt disallows its
   * address up to its first parameter, the sitemap leaves it out, the server answers `noindex`. Login, guest-only and
   * personal pages are never indexed either.
   */
  readonly indexed?: false;
  /** The HTTP status the server answers with (200 unless said). */
  readonly status?: number;
  /** A title of the route's own, where the spec gives one ("/404 … titled 'Halaman Tidak di Temukan'"). */
  readonly title?: string;
  /**
   * The route's data, fetched by the server before it renders and by the
   * browser (from the page's snapshot) before it hydrates: its public data,
   * and the customer's own (`forCustomer`) where the server renders the page
   * for their session (the storefront's cookie). A guest's own things (a
   * cart on the device) are the browser's alone.
   */
  readonly load?: (context: LoadContext) => Promise<LoadResult | void>;
  /**
   * The page's own head tags from its public data (a product's name, photo,
   * price, JSON-LD), read after `load` on the server and after every
   * navigation in the browser. Lazily imported, like `load`, to keep the entry small.
   */
  readonly head?: (context: HeadContext) => Promise<RouteHead | null>;
}

/**
 * The names of a feature's pages, `<feature>/<Page>`, from a map of each name
 * to its file's default export (`import type CartPage from './pages/CartPage'`,
 * `{ CartPage: typeof CartPage }`): a name whose file is missing, or whose
 * file exports no page, does not compile, and neither does a row naming a page
 * not in the map. Types only: nothing of it reaches the bundle.
 */
export type FeaturePage<Feature extends string, Pages extends Readonly<Record<string, ComponentType<PageProps>>>> = `${Feature}/${keyof Pages & string}`;
/** The names of a feature's frames, `<feature>/<Frame>`, as FeaturePage's: each a layout around the page. */
export type FeatureFrame<Feature extends string, Frames extends Readonly<Record<string, ComponentType<{ readonly children: ReactNode }>>>> = `${Feature}/${keyof Frames & string}`;
