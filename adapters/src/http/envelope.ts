// zod/mini: the tree-shakable API of zod 4. Classic zod costs the storefront
// about 90 kB of JavaScript on every page; these schemas cost a tenth of that.
import * as z from 'zod/mini';
import { count } from './wire-fields';

/**
 * Every answer of the store API comes in the same envelope (document 2 §7:
 * "most callers read success and message from the body"); `data` holds what
 * the call is about.
 */
export const envelope = <Data extends z.ZodMiniType>(data: Data) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data,
  });

/** The paging every list of the store reports, with the items under `data`. */
export const paged = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({
    data: z.array(item),
    page: z.number().check(z.int(), z.minimum(1)),
    per_page: z.number().check(z.int(), z.minimum(1)),
    total: count(),
    total_pages: count(),
  });

/** The body of a refusal (4xx): a message for the shopper and, for invalid fields, what was wrong. */
export const refusal = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
