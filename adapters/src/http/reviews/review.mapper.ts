import type { Complaint, ComplaintStatus, FeedbackTemplate, ProductReview, ReviewPage, UploadedPhoto } from '@more/core';
import type { ComplaintWire, FeedbackTemplateWire, ReviewPageWire, ReviewUploadWire, ReviewWire } from './review.wire';

export const toUploadedPhoto = (wire: ReviewUploadWire): UploadedPhoto => ({ id: wire.id, url: wire.url, name: wire.file_name });

export const toProductReview = (wire: ReviewWire): ProductReview => ({
  id: wire.id,
  productId: wire.product_id,
  reviewerName: wire.name,
  reviewerPictureUrl: wire.picture || null,
  rating: wire.rating,
  text: wire.review,
  variant: wire.variant || null,
  photos: wire.images.map(toUploadedPhoto),
  createdAt: Date.parse(wire.created_at),
});

export const toReviewPage = (wire: ReviewPageWire): ReviewPage => ({
  items: wire.data.map(toProductReview),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
  productId: wire.product_id,
  rating: wire.rating,
});

export const toFeedbackTemplate = (wire: FeedbackTemplateWire): FeedbackTemplate => ({ id: wire.id, text: wire.text });

const statuses: Record<ComplaintWire['status'], ComplaintStatus> = {
  pending: 'pending',
  in_review: 'in-review',
  resolved: 'resolved',
  rejected: 'rejected',
};

export const toComplaint = (wire: ComplaintWire): Complaint => ({
  id: wire.id,
  productId: wire.product_id,
  orderNumber: wire.ordersn || null,
  templateId: wire.template_id ?? null,
  text: wire.complain,
  status: statuses[wire.status],
  photos: wire.images.map(toUploadedPhoto),
  createdAt: Date.parse(wire.created_at),
});
