import { token } from '../shared/token';
import type { Complaint, ComplaintDraft, FeedbackTemplate, PhotoFile, ProductReview, ReviewDraft, ReviewPage, UploadedPhoto } from './review';

/** Which page of a product's reviews to read; pages count from 1. */
export interface ReviewPageQuery {
  readonly page: number;
  readonly perPage: number;
}

/**
 * Reviews (document 2 §7, "Reviews and complaints"). Every call is under
 * more/, so it needs a logged-in customer (document 2 §6). Document 2 names
 * only `product_id` and `id` of the payloads; the rest is this store's choice:
 * - `POST more/product/review`: JSON `{ product_id, rating (1–5), review (text, may be empty), file_ids }`;
 *   a second review of the same product by the same customer replaces the first.
 * - uploads: multipart with the picture in the field `file`; JPEG, PNG or WEBP up to 5 MB.
 * - `delete-file`: JSON `{ id }`.
 */
export interface ReviewsApi {
  /** `GET more/product/review/{product_id}` with query page, per_page, product_id: newest first. */
  reviewsOf(productId: number, query?: ReviewPageQuery): Promise<ReviewPage>;
  /** `GET more/product/review/templates` */
  templates(): Promise<readonly FeedbackTemplate[]>;
  /** `POST more/product/review/upload` (multipart `file`); `onProgress` is told the fraction of the bytes sent. */
  uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto>;
  /** `POST more/product/review/delete-file` with id: a photo uploaded before, not wanted after all. */
  deletePhoto(photoId: number): Promise<void>;
  /** `POST more/product/review` */
  submit(draft: ReviewDraft): Promise<ProductReview>;
}

export const ReviewsApiToken = token<ReviewsApi>('ReviewsApi');

/**
 * Complaints about a product received (document 2 §7, "Reviews and complaints").
 * - `POST more/product/complain`: JSON `{ product_id, ordersn?, template_id?, complain (10–2000 characters), file_ids }`.
 * - `upload`: multipart `file`; `multi-upload`: multipart `files[]`, up to 5 pictures; JPEG, PNG or WEBP up to 5 MB each.
 * - `delete-file`: JSON `{ id }`.
 */
export interface ComplaintsApi {
  /** `GET more/product/complain/templates`: the reasons a shopper can pick. */
  templates(): Promise<readonly FeedbackTemplate[]>;
  /** `POST more/product/complain/upload` (multipart `file`); `onProgress` is told the fraction of the bytes sent. */
  uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto>;
  /** `POST more/product/complain/multi-upload` (multipart `files[]`): several pictures in one call, in their order; `onProgress` as above, for the whole request. */
  uploadPhotos(photos: readonly PhotoFile[], onProgress?: (fraction: number) => void): Promise<readonly UploadedPhoto[]>;
  /** `POST more/product/complain/delete-file` with id */
  deletePhoto(photoId: number): Promise<void>;
  /** `POST more/product/complain` */
  submit(draft: ComplaintDraft): Promise<Complaint>;
}

export const ComplaintsApiToken = token<ComplaintsApi>('ComplaintsApi');
