import type { ComplaintWire, ReviewWire } from '@more/adapters/wire';
import type { Database } from '../../db/database';
import type { ComplaintRecord, ProductReviewRecord } from '../../db/reviews';
import { absoluteUrl } from '../notifications/wire-values';
import { toUploadWire } from './uploads';
import { wibIso } from '../store-time';

const uploadsWire = (db: Database, ids: readonly number[], origin: string) =>
  ids.flatMap((id) => {
    const upload = db.reviewUploads.findFirst((q) => q.where({ id }));
    return upload ? [toUploadWire(upload, origin)] : [];
  });

export const toReviewWire = (db: Database, record: ProductReviewRecord, origin: string): ReviewWire => ({
  id: record.id,
  product_id: record.productId,
  name: record.reviewerName,
  picture: record.reviewerPicture === null ? null : absoluteUrl(origin, record.reviewerPicture),
  rating: record.rating,
  review: record.text,
  variant: record.variant,
  images: uploadsWire(db, record.fileIds, origin),
  created_at: wibIso(record.createdAt),
});

export const toComplaintWire = (db: Database, record: ComplaintRecord, origin: string): ComplaintWire => ({
  id: record.id,
  product_id: record.productId,
  ordersn: record.ordersn,
  template_id: record.templateId,
  complain: record.text,
  status: record.status,
  images: uploadsWire(db, record.fileIds, origin),
  created_at: wibIso(record.createdAt),
});
