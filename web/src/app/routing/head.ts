import { STORE_BRAND, type MetaPages, queryValue, wellFormedText } from '@more/core';
import type { FirstPaintImage } from '../../shared/route-contract';
import { photoSources } from '../../shared/images/photo-sources';
import type { RouteHead } from '../../shared/route-contract';
import type { StoreRoute } from './route';

/** What the server writes into `<head>` for a page, and the browser updates on every navigation. */
export interface HeadTags extends RouteHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  /** The page's address without its query: one canonical page per path. */
  readonly canonical: string;
  readonly ogType: 'website' | 'product' | 'article';
  readonly ogImage: string | null;
  /** schema.org data (JSON-LD), already written as script-safe JSON text (core's jsonLdText), or null. */
  readonly jsonLd: string | null;
  /**
   * The images the page's first paint shows (its largest paint), each for the media it is shown
   * at: preloaded with high priority by the server's head. Only the server writes them; a page
   * reached by a link asks for its images as it renders.
   */
  readonly firstPaintImages?: readonly FirstPaintImage[];
}

/**
 * The path as a valid URL path: a character a path may not hold raw (`[` and
 * `]` of a filter typed or linked that way, `|`, a space, a `%` that starts no
 * escape) percent-encoded, the rest (escapes included) kept. The request's path
 * is written into the canonical link and og:url, which must be valid URLs.
 */
export const validUrlPath = (path: string): string =>
  wellFormedText(path).replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (character) => encodeURIComponent(character));

/**
 * "Page title and description come from the meta-pages list matched by route
 * name, with a default store title and description. With a tags query the
 * title is the tag plus the brand." (document 1 §2)
 */
export const headTagsFor = (
  metaPages: MetaPages,
  route: StoreRoute,
  path: string,
  search: string,
  origin: string,
  own: RouteHead | null = null,
): HeadTags => {
  const head = metaPages.headFor(route.name, queryValue(search, 'tags'));
  return {
    title: route.title ? `${route.title} | ${STORE_BRAND}` : head.title,
    description: head.description,
    keywords: head.keywords,
    // A page answered at several paths names its one address, so search engines count it once.
    canonical: `${origin}${validUrlPath(own?.canonicalPath ?? path)}`,
    ogType: 'website',
    ogImage: null,
    jsonLd: null,
    ...own,
  };
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A first-paint photo's preload: with its slot, the endpoint's widths and the slot's sizes, as its `<img>` asks. */
const preloadHtml = (image: FirstPaintImage, imagePath: string | undefined): string => {
  const sources = image.slot ? photoSources(imagePath, image.href, image.slot) : { src: image.href };
  const srcset = sources.srcSet ? ` imagesrcset="${escapeHtml(sources.srcSet)}" imagesizes="${escapeHtml(sources.sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(sources.src)}"${srcset} media="${escapeHtml(image.media)}" />`;
};

/** The tags as HTML, for the server's page; `imagePath` is the store's image endpoint (StoreConfig). */
export const headTagsHtml = (tags: HeadTags, imagePath?: string): string =>
  [
    ...(tags.firstPaintImages ?? []).map((image) => preloadHtml(image, imagePath)),
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(tags.keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(STORE_BRAND)}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:type" content="${tags.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.canonical)}" />`,
    ...(tags.ogImage ? [`<meta property="og:image" content="${escapeHtml(tags.ogImage)}" />`] : []),
    // Data, not script: the CSP's script-src does not apply to it. The text is made script-safe by its writer.
    ...(tags.jsonLd ? [`<script type="application/ld+json">${tags.jsonLd}</script>`] : []),
  ].join('\n    ');

const setMeta = (selector: string, attribute: 'name' | 'property', key: string, content: string) => {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
};

/** The same tags applied to the live document after a navigation in the browser. */
export const applyHeadTags = (tags: HeadTags): void => {
  document.title = tags.title;
  setMeta('meta[name="description"]', 'name', 'description', tags.description);
  setMeta('meta[name="keywords"]', 'name', 'keywords', tags.keywords);
  setMeta('meta[property="og:title"]', 'property', 'og:title', tags.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', tags.description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', tags.canonical);
  setMeta('meta[property="og:type"]', 'property', 'og:type', tags.ogType);
  const image = document.head.querySelector('meta[property="og:image"]');
  if (tags.ogImage) setMeta('meta[property="og:image"]', 'property', 'og:image', tags.ogImage);
  else image?.remove();
  const data = document.head.querySelector('script[type="application/ld+json"]');
  if (tags.jsonLd) {
    const script = data ?? document.head.appendChild(Object.assign(document.createElement('script'), { type: 'application/ld+json' }));
    script.textContent = tags.jsonLd;
  } else {
    data?.remove();
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
};
