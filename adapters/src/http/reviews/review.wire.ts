import * as z from 'zod/mini';
import { paged } from '../envelope';
import { id, text, time } from '../wire-fields';

const stars = () => z.number().check(z.int(), z.minimum(1), z.maximum(5));

/** A picture the server holds for a review or complaint: what upload answers and reviews list. */
export const reviewUploadWire = z.object({
  id: id(),
  url: text(),
  file_name: text(),
});
export type ReviewUploadWire = z.infer<typeof reviewUploadWire>;

/** A review as `GET more/product/review/{product_id}` lists it and `POST more/product/review` answers it. */
export const reviewWire = z.object({
  id: id(),
  product_id: id(),
  /** The reviewer's name as other shoppers see it (shortened by the server). */
  name: text(),
  picture: z.nullish(z.string()),
  rating: stars(),
  review: z.string(),
  /** The variant bought, e.g. "3 Dudukan, Abu-abu". */
  variant: z.nullish(z.string()),
  images: z.array(reviewUploadWire),
  created_at: time(),
});
export type ReviewWire = z.infer<typeof reviewWire>;

/**
 * `data` of `GET more/product/review/{product_id}`: a page of reviews with
 * document 1 §3's "Review info: page, per_page, product_id, total,
 * total_pages, rating" (rating: the mean of all the product's ratings).
 */
export const reviewPageWire = z.extend(paged(reviewWire), {
  product_id: id(),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
});
export type ReviewPageWire = z.infer<typeof reviewPageWire>;

/** A review or complaint template: a sentence the shopper can pick. */
export const feedbackTemplateWire = z.object({ id: id(), text: text() });
export type FeedbackTemplateWire = z.infer<typeof feedbackTemplateWire>;
export const feedbackTemplatesWire = z.array(feedbackTemplateWire);

/** `data` of both delete-file calls: the id of the file that is gone. */
export const reviewFileDeletedWire = z.object({ id: id() });
export type ReviewFileDeletedWire = z.infer<typeof reviewFileDeletedWire>;

export const complaintStatuses = ['pending', 'in_review', 'resolved', 'rejected'] as const;

/** `data` of `POST more/product/complain`. */
export const complaintWire = z.object({
  id: id(),
  product_id: id(),
  ordersn: z.nullish(z.string()),
  template_id: z.nullish(id()),
  complain: text(),
  status: z.enum(complaintStatuses),
  images: z.array(reviewUploadWire),
  created_at: time(),
});
export type ComplaintWire = z.infer<typeof complaintWire>;

/** `data` of `POST more/product/complain/multi-upload`: the files in the order they were sent. */
export const reviewUploadsWire = z.array(reviewUploadWire);
