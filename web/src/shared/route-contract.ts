import type { Services } from './services';
import type { ImageSlotName } from './images/image-slots';


/** A photo of the page's first paint: its address as the API names it, the media it shows at, and its slot. */
export interface FirstPaintImage {
  readonly href: string;
  readonly media: string;
  readonly slot?: ImageSlotName;
}
/**
 * What the route table hands a feature: the page's props, and what its data
 * loader and head receive. Features build to this contract without importing
 * the app that routes them (app/routing/route.ts is the row itself).
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageProps {
  readonly params: RouteParams;
}

/**
 * What a route's server-side load found on its main call: 'not-found' renders
 * /404 instead (status 404); 'not-found-shown' keeps the route's own page,
 * which says itself what is missing (an unknown shipment number), with status 404.
 * 'held-in-browser', in the browser alone: the page shows what this browser holds and no server saw (the checkout
 * under way in the tab's storage), so the server's HTML cannot be hydrated: the page is rendered afresh over it.
 */
export type LoadResult = 'ok' | 'not-found' | 'not-found-shown' | 'held-in-browser';

export interface LoadContext {
  readonly services: Services;
  readonly params: RouteParams;
  readonly search: string;
  /** The path as written in the address, still percent-encoded (params are decoded: a `%26` in a product-list keyword would split it). */
  readonly path: string;
  /**
   * The page shows the logged-in customer's own things as it renders: the server renders it for their session (the
   * storefront's cookie), the browser hydrates that render, or a link was followed after hydration. A loader then
   * loads the customer's data too (their cart, orders); otherwise the page's public data alone.
   */
  readonly forCustomer: boolean;
}

export interface HeadContext {
  readonly services: Services;
  readonly params: RouteParams;
  /** The address's query, as written ("?tags=sofa&page=2", or ""): a list's head names its filter. */
  readonly search: string;
  /** The path as written in the address, still percent-encoded (as LoadContext's): a list's filter segment. Absent: the params'. */
  readonly path?: string;
  readonly origin: string;
}

/** What a page says about itself once its data is here (a product's name, photo, price and structured data). */
export interface RouteHead {
  readonly title?: string;
  readonly description?: string;
  readonly ogType?: 'website' | 'product' | 'article';
  readonly ogImage?: string | null;
  /** schema.org data (JSON-LD), already written as script-safe JSON text (core's jsonLdText), or null. */
  readonly jsonLd?: string | null;
  /**
   * The path of the page's one canonical address when the page answers at
   * several (/portfolio/{slug} is /desain-interior/{slug}); its own path otherwise.
   */
  readonly canonicalPath?: string;
  /**
   * The images the page's first paint shows (its largest paint), each for the media it is shown
   * at: preloaded with high priority by the server's head. Only the server writes them; a page
   * reached by a link asks for its images as it renders. Only for a photo React does not preload itself: React 19
   * preloads an eager, high-priority `<img>` of the server's HTML with its srcset and sizes (a product's gallery, an
   * article's cover), but not one inside a `<picture>` (the home page's banner, a photo per media). With its slot, the preload names the image endpoint's
   * widths and the slot's sizes (imagesrcset, imagesizes): the browser fetches the very width its `<img>` will take.
   */
  readonly firstPaintImages?: readonly FirstPaintImage[];
}
