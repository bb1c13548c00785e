import { MAX_PER_PAGE } from '@more/core';
import * as z from 'zod/mini';
import { id } from './wire-fields';

/** The parts of requests that many calls share (request-registry.ts). */

/**
 * A type the adapter's request literal satisfies: its lists readonly, as the
 * core hands them over. The request only reads them, and a schema's input
 * type (`z.array`) asks for a mutable list the core never gives.
 */
export type ReadonlyLists<Wire> = { [Key in keyof Wire]: Readonly<Wire[Key]> };

/** The `{id}` of a path that names a record by its number (a voucher, a product group, a bundle, an exhibition…). */
export const idParamsWire = z.strictObject({ id: id() });
export type IdParamsWire = z.input<typeof idParamsWire>;

/**
 * The paging of a list's query (product lists, notifications, chat, claims…):
 * either key may be left out for the server's default, and the core's pages
 * are never larger than the API serves. Calls that always send both make them
 * required on top of this.
 */
export const pagingQueryWire = z.strictObject({
  page: z.optional(id()),
  per_page: z.optional(id().check(z.maximum(MAX_PER_PAGE))),
});
export type PagingQueryWire = z.input<typeof pagingQueryWire>;
