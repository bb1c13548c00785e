/**
 * Where a home banner sits (document 2 §7: "GET uni/banner … type 1 is top,
 * other is bottom"): the carousel under the header, or the strip lower down.
 */
export type BannerPosition = 'top' | 'bottom';

/**
 * A home banner (document 1 §3: "Banner: image_desktop_url, image_mobile_url,
 * link_banner; also web and mobile image sources"). The image sources are the
 * server's stored files the two URLs are made from; the store shows the URLs.
 */
export interface Banner {
  readonly id: number;
  /** What the banner says, for screen readers (the words are drawn in the image). */
  readonly title: string;
  readonly position: BannerPosition;
  readonly imageDesktopUrl: string;
  readonly imageMobileUrl: string;
  /** link_banner, or null: document 1 §2 "or to a no-op link if none". */
  readonly link: string | null;
}

/** The home popup (document 1 §3: "Popup: image_url, link"). */
export interface Popup {
  readonly id: number;
  readonly imageUrl: string;
  /** Where tapping the image leads, or null when it only shows. */
  readonly link: string | null;
}
