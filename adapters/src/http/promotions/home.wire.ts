import * as z from 'zod/mini';
import { id, text } from '../wire-fields';

/**
 * A home banner (document 1 §3: "Banner: image_desktop_url, image_mobile_url,
 * link_banner; also web and mobile image sources"). `type` is 1 for the top
 * carousel and 2 for the bottom strip (document 2: "type 1 is top, other is
 * bottom"); `image_web` and `image_mobile` are the stored files the two URLs
 * are made from, which the store does not read.
 */
export const bannerWire = z.object({
  id: id(),
  title: z.string(),
  type: z.number().check(z.int()),
  image_web: z.optional(z.string()),
  image_mobile: z.optional(z.string()),
  image_desktop_url: text(),
  image_mobile_url: text(),
  link_banner: z.nullish(z.string()),
});
export type BannerWire = z.infer<typeof bannerWire>;

/** `data` of `GET uni/banner`: a plain list (the call does not page). */
export const bannerListWire = z.array(bannerWire);
export type BannerListWire = z.infer<typeof bannerListWire>;

/** The home popup (document 1 §3: "Popup: image_url, link"). */
export const popupWire = z.object({
  id: id(),
  image_url: text(),
  link: z.nullish(z.string()),
});
export type PopupWire = z.infer<typeof popupWire>;

/** `data` of `GET uni/popup`. */
export const popupListWire = z.array(popupWire);
export type PopupListWire = z.infer<typeof popupListWire>;

/**
 * A site setting (document 2 §3: ids 1-8, "each has content and
 * description"). `name` is the server's label of the id, for people reading
 * the answer; the store goes by the id.
 */
export const siteSettingWire = z.object({
  id: id(),
  name: z.optional(z.string()),
  content: z.string(),
  description: z.string(),
});
export type SiteSettingWire = z.infer<typeof siteSettingWire>;

/** `data` of `GET more/setting`. */
export const siteSettingListWire = z.array(siteSettingWire);
export type SiteSettingListWire = z.infer<typeof siteSettingListWire>;

/**
 * A meta page (document 1 §3: "slug, meta_title, meta_desc, keyword"). The
 * slug is the route name the storefront matches it by ("Home", "Products",
 * "ProductDetail", "Cart", "more-login").
 */
export const metaPageWire = z.object({
  id: id(),
  slug: text(),
  meta_title: z.nullish(z.string()),
  meta_desc: z.nullish(z.string()),
  keyword: z.nullish(z.string()),
});
export type MetaPageWire = z.infer<typeof metaPageWire>;

/** `data` of `GET uni/page`. */
export const metaPageListWire = z.array(metaPageWire);
export type MetaPageListWire = z.infer<typeof metaPageListWire>;
