import type { Page } from '../catalogue/product';
import type { ComplaintStatus } from '../orders/order-item';
import type { PhotoFile } from '../shared/photo-file';

/** "reviews 3 per page by default" (document 1 §9). */
export const REVIEWS_PAGE_SIZE = 3;

/**
 * The pictures the store takes for reviews and complaints (document 2 shows no
 * limits; these are the store's): JPEG, PNG or WEBP, up to 5 MB each, up to 5
 * per review or complaint. The view checks them before uploading; the server
 * checks them again.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS = 5;

/** Why a picture cannot be uploaded, or null when it can. */
export const photoProblem = (photo: Pick<PhotoFile, 'type' | 'size'>): 'not-an-image' | 'too-large' | 'empty' | null => {
  if (!(PHOTO_TYPES as readonly string[]).includes(photo.type.toLowerCase())) return 'not-an-image';
  if (photo.size === 0) return 'empty';
  return photo.size > MAX_PHOTO_BYTES ? 'too-large' : null;
};

/** A photo the shopper attached to a review or a complaint, once the server holds it. */
export interface UploadedPhoto {
  /** The file's id: what a review or complaint names, and what `delete-file` takes. */
  readonly id: number;
  readonly url: string;
  /** The name the file had on the shopper's device. */
  readonly name: string;
}

// A picture the shopper chose to upload: the profile photo takes one too, so its shape is in shared/.
export type { PhotoFile };

/** A customer's review of a product they bought (document 1 §2: profile "review"; document 2 §7). */
export interface ProductReview {
  readonly id: number;
  readonly productId: number;
  /** The reviewer as other shoppers see them (the server shortens the name). */
  readonly reviewerName: string;
  readonly reviewerPictureUrl: string | null;
  /** 1 to 5 stars. */
  readonly rating: number;
  /** May be empty: stars alone are a review. */
  readonly text: string;
  /** Which version was bought, e.g. "3 Dudukan, Abu-abu", when the server knows it. */
  readonly variant: string | null;
  readonly photos: readonly UploadedPhoto[];
  /** Milliseconds since the epoch, for formatStoreDateTime. */
  readonly createdAt: number;
}

/**
 * One page of a product's reviews, newest first, with what document 1 §3
 * calls "Review info: page, per_page, product_id, total, total_pages, rating".
 */
export interface ReviewPage extends Page<ProductReview> {
  readonly productId: number;
  /** The mean of all the product's ratings, to one decimal; 0 when it has none. */
  readonly rating: number;
}

/** A ready-made sentence the shopper can tap instead of typing (review and complaint templates). */
export interface FeedbackTemplate {
  readonly id: number;
  readonly text: string;
}

/** What the shopper sends as a review. */
export interface ReviewDraft {
  readonly productId: number;
  /** 1 to 5 stars; the server refuses anything else. */
  readonly rating: number;
  readonly text: string;
  /** Photos uploaded before with `uploadPhoto`. */
  readonly photoIds: readonly number[];
}


/** What the shopper sends as a complaint about a product they received. */
export interface ComplaintDraft {
  readonly productId: number;
  /** The order the product came in (`MORE-YYYYMMDD-NNNN`), when the complaint starts from an order. */
  readonly orderNumber: string | null;
  /** The reason the shopper picked from the complaint templates, if any. */
  readonly templateId: number | null;
  /** What happened, in the shopper's words. */
  readonly text: string;
  readonly photoIds: readonly number[];
}

export interface Complaint {
  readonly id: number;
  readonly productId: number;
  readonly orderNumber: string | null;
  readonly templateId: number | null;
  readonly text: string;
  readonly status: ComplaintStatus;
  readonly photos: readonly UploadedPhoto[];
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}
