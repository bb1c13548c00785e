import * as z from 'zod/mini';
import { paged } from '../envelope';
import { productCardWire } from '../catalogue/product.wire';
import { count, id, text, time } from '../wire-fields';

const percent = () => z.number().check(z.minimum(0), z.maximum(100));

/** `data` of `GET moreverse/map`: the map image and its areas, placed in percent of the image. */
export const showroomMapWire = z.object({
  image_url: text(),
  opening_hours: z.string(),
  areas: z.array(
    z.object({
      id: id(),
      name: text(),
      description: z.string(),
      x: percent(),
      y: percent(),
      booths: z.array(
        z.object({
          code: text(),
          mitra_id: id(),
          mitra_name: text(),
          exhibition_id: z.nullish(id()),
        }),
      ),
    }),
  ),
});
export type ShowroomMapWire = z.infer<typeof showroomMapWire>;

/** A partner (mitra) of the showroom. */
export const showroomPartnerWire = z.object({
  id: id(),
  name: text(),
  slug: text(),
  description: z.string(),
  logo_url: text(),
  booth_code: text(),
  product_count: count(),
  /** The partner's own site, where it has one (document 1 §1: "There are affiliate and partner links"). */
  website_url: z.nullish(z.string()),
});
export type ShowroomPartnerWire = z.infer<typeof showroomPartnerWire>;

/** `data` of `GET moreverse/mitra`. */
export const showroomPartnerListWire = z.array(showroomPartnerWire);
export type ShowroomPartnerListWire = z.infer<typeof showroomPartnerListWire>;

/** `data` of `GET moreverse/exhibition/{id}`; `content` is plain paragraphs. */
export const exhibitionWire = z.object({
  id: id(),
  slug: text(),
  title: text(),
  mitra: z.object({ id: id(), name: text(), logo_url: text() }),
  area_name: z.string(),
  booth_code: z.string(),
  image_url: text(),
  content: z.array(z.string()),
  start_at: time(),
  end_at: time(),
  products: z.array(productCardWire),
});
export type ExhibitionWire = z.infer<typeof exhibitionWire>;

/** A catalogue: its items, not a file on another host. */
export const showroomCatalogueWire = z.object({
  id: id(),
  title: text(),
  description: z.string(),
  cover_url: text(),
  mitra_id: z.nullish(id()),
  items: z.array(
    z.object({
      product_id: id(),
      slug: text(),
      name: text(),
      price: z.number().check(z.minimum(0)),
      price_rp: text(),
      image_url: text(),
    }),
  ),
});
export type ShowroomCatalogueWire = z.infer<typeof showroomCatalogueWire>;

/** `data` of `GET moreverse/catalogue`. */
export const showroomCatalogueListWire = z.array(showroomCatalogueWire);
export type ShowroomCatalogueListWire = z.infer<typeof showroomCatalogueListWire>;

/** A video: thumbnail, length in seconds, and where it plays: a file on the store's media, or a page elsewhere (see the core entity). */
export const showroomVideoWire = z.object({
  id: id(),
  title: text(),
  description: z.string(),
  thumbnail_url: text(),
  duration: count(),
  published_at: time(),
  mitra_id: z.nullish(id()),
  file_url: z.nullish(z.string()),
  watch_url: z.nullish(z.string()),
});
export type ShowroomVideoWire = z.infer<typeof showroomVideoWire>;

/** `data` of `GET moreverse/video`. */
export const showroomVideoListWire = z.array(showroomVideoWire);
export type ShowroomVideoListWire = z.infer<typeof showroomVideoListWire>;

/** An activity in the showroom. */
export const showroomActivityWire = z.object({
  id: id(),
  title: text(),
  description: z.string(),
  area_name: z.string(),
  mitra_id: z.nullish(id()),
  image_url: text(),
  start_at: time(),
  end_at: time(),
});
export type ShowroomActivityWire = z.infer<typeof showroomActivityWire>;

/** `data` of `GET moreverse/activities`. */
export const showroomActivityListWire = z.array(showroomActivityWire);
export type ShowroomActivityListWire = z.infer<typeof showroomActivityListWire>;

/** A notice to every visitor of the showroom. */
export const showroomNoticeWire = z.object({
  id: id(),
  title: text(),
  message: z.string(),
  activity_id: z.nullish(id()),
  image_url: text(),
  created_at: time(),
});
export type ShowroomNoticeWire = z.infer<typeof showroomNoticeWire>;

/** `data` of `GET moreverse/notif`. */
export const showroomNoticeListWire = z.array(showroomNoticeWire);
export type ShowroomNoticeListWire = z.infer<typeof showroomNoticeListWire>;

/** A reminder of a chosen activity: when it is due and what to tell the shopper. */
export const activityReminderWire = z.object({
  activity_id: id(),
  title: text(),
  start_at: time(),
  end_at: time(),
  remind_at: time(),
  is_due: z.boolean(),
  message: text(),
});
export type ActivityReminderWire = z.infer<typeof activityReminderWire>;

/** `data` of `GET moreverse/reminder`. */
export const activityReminderListWire = z.array(activityReminderWire);
export type ActivityReminderListWire = z.infer<typeof activityReminderListWire>;

/** `data` of `GET uni/product/partner/{id}`: a partner's products, as the catalogue's cards, paged. */
export const partnerProductsWire = paged(productCardWire);
export type PartnerProductsWire = z.infer<typeof partnerProductsWire>;
