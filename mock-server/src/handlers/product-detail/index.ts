import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import { toBundleComponentWires, toProductDetailWire } from './product-detail-wire';

/** "Last-seen 8" (document 2 §9): the history keeps the 8 most recent. */
export const HISTORY_LIMIT = 8;

/**
 * `POST more/user/sync/product` (document 2 §3: "products_id (list of ids,
 * product history sync)"): the last-seen ids, most recent first.
 */
const historyBody = z.object({
  products_id: z.array(z.coerce.number().int().min(1)).max(50),
});

/** The product-detail calls of document 2 §7. */
export const productDetailHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  router.public('GET uni/product/{slug}', ({ params, origin }) => {
    const product = ctx.db.products.findFirst((q) => q.where({ slug: params.slug ?? '' }));
    if (!product) return notFound('Produk');
    return ok(toProductDetailWire(ctx.db, product, origin, ctx.clock.unixSeconds()));
  }),

  /** `{id}` is the bundle's product id; a product that is not a bundle holds nothing and is not found as one. */
  router.public('GET uni/product/bundle/{id}', ({ params, origin }) => {
    const id = Number(params.id);
    const bundle = Number.isSafeInteger(id) ? ctx.db.products.findFirst((q) => q.where({ id })) : undefined;
    if (!bundle?.isBundle) return notFound('Paket');
    return ok(toBundleComponentWires(ctx.db, bundle, origin));
  }),

  /**
   * Replaces the customer's history with the list sent, as the storefront
   * keeps it: each product once, in the order sent, the first 8. Ids of
   * products that no longer exist are dropped rather than refused: a device's
   * list can outlive a product.
   */
  router.customer('POST more/user/sync/product', async ({ request, customer }) => {
    const body = await readBody(request, historyBody);
    if (!body.ok) return body.response;
    const known = new Set(ctx.db.products.all().map((p) => p.id));
    const productIds = [...new Set(body.value.products_id)].filter((id) => known.has(id)).slice(0, HISTORY_LIMIT);
    const updatedAt = ctx.clock.unixSeconds();
    const existing = ctx.db.productHistories.findFirst((q) => q.where({ customerId: customer.id }));
    if (existing) {
      await ctx.db.productHistories.update(existing, {
        data(history) {
          history.productIds = productIds;
          history.updatedAt = updatedAt;
        },
      });
    } else {
      await ctx.db.productHistories.create({ customerId: customer.id, productIds, updatedAt });
    }
    return ok({ products_id: productIds }, 'Riwayat produk disimpan');
  }),
];
