import * as z from 'zod/mini';
import type { ReadonlyLists } from '../request-fields';
import { id } from '../wire-fields';

/**
 * What the product-detail calls send. A bundle's components send the
 * bundle's product id in the path (idParamsWire, catalogue-request.wire.ts).
 */

/** The body of `POST more/user/sync/product`: the shopper's last-seen product ids, most recent first. */
export const productHistoryBodyWire = z.strictObject({ products_id: z.array(id()) });
export type ProductHistoryBodyWire = ReadonlyLists<z.input<typeof productHistoryBodyWire>>;
