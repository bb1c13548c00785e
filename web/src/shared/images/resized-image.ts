/**
 * The storefront server's image endpoint (web/server/images/), as pages ask it: a photo the API names by its
 * absolute address, resized to one of a fixed set of widths and converted to the best format the browser takes
 * (AVIF, WebP, else JPEG). A fixed set keeps the server's and nginx's caches small and their hit ratio high; the
 * browser picks the smallest width that covers the image's rendered size (srcset + sizes).
 */
export const IMAGE_PATH = '/_image';

/**
 * Every width the endpoint makes, in pixels. From a 64 px cart thumbnail at 1x to a full-width banner at 2x on a
 * phone; 1200 is the mock's (and a typical image host's) long side, so nothing larger exists to resize down from.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 1080, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/** The endpoint's address for one photo at one width. */
export const resizedImageUrl = (imagePath: string, source: string, width: ImageWidth): string =>
  `${imagePath}?url=${encodeURIComponent(source)}&w=${width}`;

/**
 * Only photos the API names by an http(s) address are resized. A local preview (blob:, data:), a bundled file or a
 * vector drawing (.svg: sharp at every size already, and the endpoint takes raster photos only) is shown as it is.
 */
export const isResizable = (source: string): boolean => /^https?:\/\//i.test(source) && !/\.svg(?:[?#]|$)/i.test(source);
