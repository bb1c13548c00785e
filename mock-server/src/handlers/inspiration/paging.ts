import { z } from 'zod';

/** `page` and `per_page` of a paged list: pages from 1, 12 a page unless asked (the store's list size). */
export const pagingFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
};

/** One page of `items`, in the paged form every list of the store reports (adapters' `paged`). */
export const pageOfRecords = <T>(items: readonly T[], page: number, perPage: number) => ({
  data: items.slice((page - 1) * perPage, page * perPage),
  page,
  per_page: perPage,
  total: items.length,
  total_pages: Math.ceil(items.length / perPage),
});

/**
 * A path's `{id}`: a whole number when it is one, else the text (a slug).
 * Anything else the path holds is simply not found, never an error.
 */
export const idOrSlug = (value: string): { readonly id: number } | { readonly slug: string } =>
  /^[1-9]\d{0,8}$/.test(value) ? { id: Number(value) } : { slug: value };

/** A path's `{id}` where only a number can name the thing: null for anything else (answered 404). */
export const numericId = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** An optional text filter of a query: trimmed, empty meaning "not filtered". */
export const textFilter = () =>
  z
    .string()
    .max(100)
    .optional()
    .transform((value) => value?.trim() || undefined);
