import { z } from 'zod';
import type { Database } from '../../db/database';
import type { ReviewUploadRecord } from '../../db/reviews';
import { MAX_PHOTOS } from './uploads';

/** A JSON null, or an empty text, stands for a field left out. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());

export const fileIds = () => z.array(z.number().int().min(1)).max(MAX_PHOTOS).default([]);

/** A path id: digits only, else it names nothing. */
export const pathId = (raw: string | undefined): number | null => (raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * The uploads `ids` name, when each is the customer's, for `purpose`, and not
 * shown elsewhere (`attachedTo` may be the review being replaced); else the
 * ids that are not.
 */
export const uploadsFor = (
  db: Database,
  customerId: number,
  purpose: ReviewUploadRecord['purpose'],
  ids: readonly number[],
  attachedTo: number | null = null,
): { readonly ok: true; readonly uploads: ReviewUploadRecord[] } | { readonly ok: false; readonly missing: number[] } => {
  const uploads: ReviewUploadRecord[] = [];
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const upload = db.reviewUploads.findFirst((q) => q.where({ id, customerId, purpose }));
    if (upload && (upload.attachedTo === null || upload.attachedTo === attachedTo)) uploads.push(upload);
    else missing.push(id);
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, uploads };
};

/** Marks uploads as shown with a review or complaint (or with none, `null`). */
export const attachUploads = async (db: Database, ids: readonly number[], attachedTo: number | null): Promise<void> => {
  for (const id of ids) await db.reviewUploads.update((q) => q.where({ id }), { data: (draft) => void (draft.attachedTo = attachedTo) });
};
