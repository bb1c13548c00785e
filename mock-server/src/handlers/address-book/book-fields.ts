import { z } from 'zod';

/** `{ id }`: the entry a show, update or destroy is about. */
export const entryId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const idBody = z.object({ id: entryId });

/** Indonesian mobile numbers: 08…, 628… or +628…, 10 to 15 digits in all. */
export const indonesianPhone = z
  .string()
  .trim()
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+62|62|0)8\d{7,12}$/));

/** Kept the way Indonesians write them: 08… */
export const localPhone = (phone: string): string => phone.replace(/^(\+62|62)/, '0');

export const name = (max: number) => z.string().trim().min(1).max(max);

/** The next id of a collection: one more than the largest. */
export const nextId = (records: readonly { readonly id: number }[]): number => records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
