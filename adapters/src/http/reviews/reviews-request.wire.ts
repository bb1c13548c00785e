import { COMPLAINT_TEXT_MAX_LENGTH, COMPLAINT_TEXT_MIN_LENGTH, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_TYPES, REVIEW_TEXT_MAX_LENGTH } from '@more/core';
import * as z from 'zod/mini';
import type { ReadonlyLists } from '../request-fields';
import { orderNumberText } from '../orders/orders-request.wire';
import { id } from '../wire-fields';

/**
 * What the reviews and complaints calls send (ReviewsApi, ComplaintsApi).
 * Photos go up first, one request each (or several at once for a complaint),
 * and the review or complaint then names them by id.
 */

/** The query of `GET more/product/review/{product_id}`: always the page, its size, and the product again (document 2). */
export const reviewPageQueryWire = z.strictObject({ page: id(), per_page: id(), product_id: id() });
export type ReviewPageQueryWire = z.input<typeof reviewPageQueryWire>;

/** The `{product_id}` of `GET more/product/review/{product_id}`. */
export const reviewedProductParamsWire = z.strictObject({ product_id: id() });
export type ReviewedProductParamsWire = z.input<typeof reviewedProductParamsWire>;

/** A picture the shopper chose: PhotoUploads never sends one that is not a JPEG, PNG or WEBP of 1 byte to 5 MB. */
const photoFile = () => z.file().check(z.mime([...PHOTO_TYPES]), z.minSize(1), z.maxSize(MAX_PHOTO_BYTES));

/** The multipart form of `POST more/product/review/upload` and `POST more/product/complain/upload`: one picture under `file`. */
export const photoUploadFormWire = z.strictObject({ file: photoFile() });

/** The multipart form of `POST more/product/complain/multi-upload`: the pictures as `files[]`, no more than a complaint takes. */
export const photoUploadsFormWire = z.strictObject({ files: z.array(photoFile()).check(z.minLength(1), z.maxLength(MAX_PHOTOS)) });

/** The body of `POST more/product/review/delete-file` and `POST more/product/complain/delete-file`: the uploaded photo's id. */
export const photoDeletionBodyWire = z.strictObject({ id: id() });
export type PhotoDeletionBodyWire = z.input<typeof photoDeletionBodyWire>;

/** The photos a review or complaint shows, by the ids their uploads answered; none is an empty list. */
const photoIds = () => z.array(id()).check(z.maxLength(MAX_PHOTOS));

/** The body of `POST more/product/review`: the stars, and the text trimmed (it may be empty: stars alone are a review). */
export const reviewBodyWire = z.strictObject({
  product_id: id(),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  review: z.string().check(z.maxLength(REVIEW_TEXT_MAX_LENGTH)),
  file_ids: photoIds(),
});
export type ReviewBodyWire = ReadonlyLists<z.input<typeof reviewBodyWire>>;

/**
 * The body of `POST more/product/complain`: the text trimmed, as long as the
 * form asks (complaintTextError); the order and the reason are left out, not
 * sent as null, when the shopper did not start from an order or pick one.
 */
export const complaintBodyWire = z.strictObject({
  product_id: id(),
  complain: z.string().check(z.minLength(COMPLAINT_TEXT_MIN_LENGTH), z.maxLength(COMPLAINT_TEXT_MAX_LENGTH)),
  file_ids: photoIds(),
  ordersn: z.optional(orderNumberText()),
  template_id: z.optional(id()),
});
export type ComplaintBodyWire = ReadonlyLists<z.input<typeof complaintBodyWire>>;
