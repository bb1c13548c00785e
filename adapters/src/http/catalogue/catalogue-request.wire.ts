import { productListTypes } from '@more/core';
import * as z from 'zod/mini';
import { pagingQueryWire, type ReadonlyLists } from '../request-fields';
import { id, rupiah, text } from '../wire-fields';

/** What the catalogue calls send. */

/**
 * The query of `GET uni/product` (product-query.ts): a key that does not
 * narrow the list is left out, so every key is optional; a blank `q`, an
 * empty list and `is_bundle` false are never sent.
 */
export const productListQueryWire = z.strictObject({
  ...pagingQueryWire.shape,
  type: z.optional(z.enum(productListTypes)),
  q: z.optional(text()),
  category_group: z.optional(id()),
  categories: z.optional(z.array(id())),
  sub_category: z.optional(z.array(id())),
  materials: z.optional(z.array(z.string())),
  colors: z.optional(z.array(z.string())),
  brands: z.optional(z.array(z.string())),
  price_min: z.optional(rupiah()),
  price_max: z.optional(rupiah()),
  room_type: z.optional(z.array(z.string())),
  /** Bundles only; absent lists bundles and single products alike. */
  is_bundle: z.optional(z.literal(1)),
  not_id: z.optional(id()),
});
export type ProductListQueryWire = ReadonlyLists<z.input<typeof productListQueryWire>>;

/** The query of `GET uni/product/search`: the keyword, trimmed; the port lets it be empty (answered with no suggestions). */
export const searchSuggestionsQueryWire = z.strictObject({ q: z.string() });
export type SearchSuggestionsQueryWire = z.input<typeof searchSuggestionsQueryWire>;

/**
 * The body of `POST uni/product/free`, `POST uni/product/po` and
 * `POST uni/product/flashsale`: document 2 shows no parameters, and the
 * storefront sends an empty object for "all of them".
 */
export const noParametersBodyWire = z.strictObject({});
export type NoParametersBodyWire = z.input<typeof noParametersBodyWire>;
