import { MatchersV3 } from '@pact-foundation/pact';
import { wibTime } from '../matchers';

const { eachLike, integer, regex, string } = MatchersV3;

/** A picture the server holds (adapters' reviewUploadWire). */
export const reviewUpload = (id = 901, fileName = 'kursi.png') => ({
  id: integer(id),
  url: regex(/^https?:\/\/.+/, `http://127.0.0.1:5173/media/uploads/${id}/${fileName}`),
  file_name: string(fileName),
});

/**
 * A review as the store reads it (adapters' reviewWire), without photos: the
 * states name reviews that have none. `picture` and `variant` may be null and
 * are left out.
 */
export const review = (overrides: Record<string, unknown> = {}) => ({
  id: integer(1201),
  product_id: integer(7),
  name: string('Dewi K.'),
  rating: integer(5),
  review: string('Kualitasnya luar biasa, kokoh dan finishingnya halus.'),
  images: [],
  created_at: wibTime(),
  ...overrides,
});

export const templates = (example: string) => eachLike({ id: integer(1), text: string(example) }, 1);

/** A refusal naming wrong fields (422). */
export const invalidFields = (fields: Record<string, string>) => ({
  success: false,
  message: string('Data yang dikirim tidak valid'),
  errors: Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, eachLike(string(reason), 1)])),
});
