import { Collection } from '@msw/data';
import { z } from 'zod';

/** A review of a product: by a customer of this mock (customerId), or seeded from a shopper who is not. */
export const productReviewRecord = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The account that wrote it; null for the seeded shoppers who have no account here. */
  customerId: z.number().int().nullable(),
  /** As other shoppers see it: first name and initial ("Dewi K."). */
  reviewerName: z.string(),
  /** A path on the mock's host or an absolute URL; null for no picture. */
  reviewerPicture: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The version bought, e.g. "3 Dudukan, Abu-abu". */
  variant: z.string().nullable(),
  /** Uploads (reviewUploads) shown with the review. */
  fileIds: z.array(z.number().int()),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type ProductReviewRecord = z.infer<typeof productReviewRecord>;

/** A ready-made sentence for a review or a reason for a complaint. */
export const feedbackTemplateRecord = z.object({ id: z.number().int(), text: z.string() });
export type FeedbackTemplateRecord = z.infer<typeof feedbackTemplateRecord>;

/**
 * A picture a customer uploaded for a review or a complaint. Its bytes are
 * kept beside the database (handlers/reviews/uploads.ts), not in it, so the
 * state file stays small; after a restart the picture is drawn instead.
 */
export const reviewUploadRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  purpose: z.enum(['review', 'complain']),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  /** The review or complaint showing it; null while it is only uploaded. */
  attachedTo: z.number().int().nullable(),
  createdAt: z.number().int(),
  /**
   * The unguessable part of the picture's address (128 random bits): an image
   * request carries no token, so the address itself is what only the owner,
   * and the review's readers, are given. Ids alone could be counted through.
   */
  accessKey: z.string().regex(/^[0-9a-f]{32}$/),
});
export type ReviewUploadRecord = z.infer<typeof reviewUploadRecord>;

export const complaintRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  productId: z.number().int(),
  ordersn: z.string().nullable(),
  templateId: z.number().int().nullable(),
  text: z.string(),
  status: z.enum(['pending', 'in_review', 'resolved', 'rejected']),
  fileIds: z.array(z.number().int()),
  createdAt: z.number().int(),
});
export type ComplaintRecord = z.infer<typeof complaintRecord>;

/** Collections of the reviews area. */
export const createReviewsCollections = () => ({
  productReviews: new Collection({ schema: productReviewRecord }),
  reviewTemplates: new Collection({ schema: feedbackTemplateRecord }),
  complaintTemplates: new Collection({ schema: feedbackTemplateRecord }),
  reviewUploads: new Collection({ schema: reviewUploadRecord }),
  complaints: new Collection({ schema: complaintRecord }),
});
