import type { CallName } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { ReviewUploadRecord } from '../../db/reviews';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { deleteUpload, MAX_PHOTOS, photoProblem, storeUpload, toUploadWire } from './uploads';

type Purpose = ReviewUploadRecord['purpose'];

/** Files are checked here rather than by zod, to name what is wrong with each in Indonesian. */
const singleUpload = z.object({ file: z.unknown() });

/** `files[]` once or several times; a lone `files` is a list of one. */
const multiUpload = z.object({
  files: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(z.unknown()).min(1).max(MAX_PHOTOS)),
});

/** Why `value` is no picture the store takes, or null when it is one. */
const fileProblem = async (field: string, value: unknown): Promise<string | null> => {
  if (value === undefined) return `${field} wajib diisi`;
  if (!(value instanceof File)) return `${field} harus berupa berkas gambar`;
  return photoProblem(field, value);
};

const deleteBody = z.object({ id: z.number().int().min(1) });

const invalidFiles = (errors: Record<string, string[]>) => refuse(422, 'File yang dikirim tidak valid', errors);

/** Upload (multipart `file`) and delete-file (`{ id }`) of one purpose: reviews' or complaints'. */
export const photoHandlers = (
  ctx: MockContext,
  router: Router,
  purpose: Purpose,
  names: { readonly upload: CallName; readonly deleteFile: CallName },
): HttpHandler[] => [
  router.customer(names.upload, async ({ request, customer, origin }) => {
    const body = await readBody(request, singleUpload);
    if (!body.ok) return body.response;
    const { file } = body.value;
    const problem = await fileProblem('file', file);
    if (problem || !(file instanceof File)) return invalidFiles({ file: [problem ?? 'file wajib diisi'] });
    const upload = await storeUpload(ctx.db, customer.id, purpose, file, ctx.clock.unixSeconds());
    return ok(toUploadWire(upload, origin), 'Foto berhasil diunggah');
  }),

  router.customer(names.deleteFile, async ({ request, customer }) => {
    const body = await readBody(request, deleteBody);
    if (!body.ok) return body.response;
    const { id } = body.value;
    const upload = ctx.db.reviewUploads.findFirst((q) => q.where({ id, customerId: customer.id, purpose }));
    if (!upload) return notFound('Berkas');
    // A photo already sent with a review or complaint leaves it too.
    if (upload.attachedTo !== null) {
      const attachedTo = upload.attachedTo;
      const without = (draft: { fileIds: number[] }) => void (draft.fileIds = draft.fileIds.filter((f) => f !== id));
      if (purpose === 'review') await ctx.db.productReviews.update((q) => q.where({ id: attachedTo }), { data: without });
      else await ctx.db.complaints.update((q) => q.where({ id: attachedTo }), { data: without });
    }
    deleteUpload(ctx.db, id);
    return ok({ id }, 'Foto dihapus');
  }),
];

/** `POST more/product/complain/multi-upload`: several pictures, all taken or none. */
export const multiUploadHandler = (ctx: MockContext, router: Router): HttpHandler =>
  router.customer('POST more/product/complain/multi-upload', async ({ request, customer, origin }) => {
    const body = await readBody(request, multiUpload);
    if (!body.ok) return body.response;
    const errors: Record<string, string[]> = {};
    const files: File[] = [];
    for (const [index, file] of body.value.files.entries()) {
      const problem = await fileProblem(`files.${index}`, file);
      if (problem) errors[`files.${index}`] = [problem];
      else if (file instanceof File) files.push(file);
    }
    if (Object.keys(errors).length > 0) return invalidFiles(errors);
    const now = ctx.clock.unixSeconds();
    const uploads = [];
    for (const file of files) uploads.push(await storeUpload(ctx.db, customer.id, 'complain', file, now));
    return ok(uploads.map((upload) => toUploadWire(upload, origin)), `${uploads.length} foto berhasil diunggah`);
  });
