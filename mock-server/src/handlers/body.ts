import { z } from 'zod';
import { queryOf } from './query';
import { invalid, refuse } from './respond';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly response: Response };

/**
 * The body of a write, whatever form it came in: JSON (document 2 §7: "Writes
 * send JSON with utf-8 charset"), or form fields and files (uploads, the
 * profile photo, set-voucher's form). Malformed JSON is a 400; fields that do
 * not fit `schema` a 422 naming each one, in Indonesian.
 */
export const readBody = async <S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> => {
  const raw = await rawBody(request);
  if (raw === malformed) return { ok: false, response: refuse(400, 'Format data tidak valid: kirim JSON yang benar') };
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: invalid(parsed.error, raw) };
};

/** The query string, validated like a body: lists arrive as `key[]`. */
export const readQuery = <S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> => {
  const raw = queryOf(request);
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: invalid(parsed.error, raw) };
};

const malformed = Symbol('malformed');

const rawBody = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return formToObject(await request.formData());
    } catch {
      return malformed;
    }
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return malformed;
  }
};

/** Form fields as an object: repeated or `key[]` fields become lists, files stay File objects. */
const formToObject = (form: FormData): Record<string, unknown> => {
  const object: Record<string, unknown> = {};
  form.forEach((value, rawKey) => {
    const list = rawKey.endsWith('[]');
    const key = list ? rawKey.slice(0, -2) : rawKey;
    const existing = object[key];
    if (list || existing !== undefined) {
      object[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : existing === undefined ? [value] : [existing, value];
    } else {
      object[key] = value;
    }
  });
  return object;
};

/** Form fields are text: reads one as the whole number it stands for (a JSON number passes through). */
export const formInt = () => z.coerce.number().int();
/** An uploaded file (multipart). */
export const uploadedFile = () => z.instanceof(File, { message: 'harus berupa berkas' });
