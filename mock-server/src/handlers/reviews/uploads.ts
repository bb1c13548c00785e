import type { ReviewUploadWire } from '@more/adapters/wire';
import { http, HttpResponse } from 'msw';
import type { Database } from '../../db/database';
import type { ReviewUploadRecord } from '../../db/reviews';
import { drawArtwork } from '../../media/artwork';

/**
 * The pictures the store takes (document 2 shows no limits; these are the
 * store's, as core's PHOTO_TYPES and MAX_PHOTO_BYTES say): JPEG, PNG or WEBP,
 * up to 5 MB, checked by their declared type and by their first bytes.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS = 5;

const signatures: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) => String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
};

/** Why a file is no picture the store takes, in Indonesian, or null when it is one. */
export const photoProblem = async (field: string, file: File): Promise<string | null> => {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const isImage = signatures[type];
  if (!isImage) return `${field} harus berupa gambar JPG, PNG atau WEBP`;
  if (file.size === 0) return `${field} kosong`;
  if (file.size > MAX_PHOTO_BYTES) return `${field} maksimal 5 MB`;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return isImage(head) ? null : `${field} harus berupa gambar JPG, PNG atau WEBP yang utuh`;
};

/**
 * The uploaded bytes, beside the database rather than in it: the state file
 * (MOCK_STATE_FILE) then stays small. After a restart a picture whose bytes
 * are gone is drawn from its name instead.
 */
const bytesByDatabase = new WeakMap<Database, Map<number, Uint8Array>>();
const bytesOf = (db: Database) => {
  let bytes = bytesByDatabase.get(db);
  if (!bytes) bytesByDatabase.set(db, (bytes = new Map<number, Uint8Array>()));
  return bytes;
};

const safeFileName = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(-80) || 'foto';

export const uploadUrl = (origin: string, upload: Pick<ReviewUploadRecord, 'id' | 'fileName' | 'accessKey'>) =>
  `${origin}/media/uploads/${upload.id}/${upload.accessKey}/${safeFileName(upload.fileName)}`;

/** 128 random bits as hex (Web Crypto: the mock also runs in the static demo's service worker). */
const newAccessKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const toUploadWire = (upload: ReviewUploadRecord, origin: string): ReviewUploadWire => ({
  id: upload.id,
  url: uploadUrl(origin, upload),
  file_name: upload.fileName,
});

/** Keeps a customer's picture for a review or complaint; it is attached once the review or complaint is sent. */
export const storeUpload = async (db: Database, customerId: number, purpose: ReviewUploadRecord['purpose'], file: File, now: number): Promise<ReviewUploadRecord> => {
  const id = db.reviewUploads.all().reduce((max, u) => Math.max(max, u.id), 0) + 1;
  const record = await db.reviewUploads.create({
    id,
    customerId,
    purpose,
    fileName: file.name.trim() || 'foto',
    contentType: file.type.toLowerCase(),
    size: file.size,
    attachedTo: null,
    createdAt: now,
    accessKey: newAccessKey(),
  });
  bytesOf(db).set(id, new Uint8Array(await file.arrayBuffer()));
  return record;
};

export const deleteUpload = (db: Database, id: number): void => {
  db.reviewUploads.deleteMany((q) => q.where({ id }));
  bytesOf(db).delete(id);
};

/**
 * `GET /media/uploads/{id}/{key}/{name}`: the picture as uploaded, on the mock's
 * own image host, to whoever holds its address (the customer who sent it, and a
 * review's readers). A wrong key answers as a missing picture: nothing tells
 * which ids exist.
 */
export const uploadMediaHandler = (db: Database) =>
  http.get('*/media/uploads/:id/:key/:file', ({ params }) => {
    const upload = /^\d{1,9}$/.test(String(params.id)) ? db.reviewUploads.findFirst((q) => q.where({ id: Number(params.id) })) : undefined;
    if (!upload || !upload.accessKey || upload.accessKey !== String(params.key)) return new HttpResponse('Gambar tidak ditemukan', { status: 404 });
    const bytes = bytesOf(db).get(upload.id);
    if (!bytes) return new HttpResponse(drawArtwork('square', upload.fileName), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    return new HttpResponse(bytes.slice().buffer, { headers: { 'content-type': upload.contentType, 'cache-control': 'private, max-age=3600' } });
  });
