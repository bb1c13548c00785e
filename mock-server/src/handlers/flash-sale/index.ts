import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { ok } from '../respond';
import type { Router } from '../router';
import { activeGroups, isRunning, itemsOfGroup, toFlashSaleGroupWire, toFlashSaleProductWire } from './flash-sale-wire';

/** Document 2 shows no parameters for `POST uni/product/flashsale`: any JSON object (the storefront sends `{}`) asks for every group. */
const noParameters = z.object({});

/**
 * The flash-sale calls of document 2 §7, decided by the mock's clock:
 * - `POST uni/product/flashsale` (anyone; the home page's block) and
 *   `GET more/promotion/flashsale-group` (a customer's promotion page): the
 *   groups not over, soonest first, each with its products;
 * - `GET more/promotion/flashsale`: the products of the groups running now.
 */
export const flashSaleHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const groups = (origin: string) => activeGroups(ctx.db, ctx.clock.unixSeconds()).map((group) => toFlashSaleGroupWire(group, ctx.db, origin));
  return [
    router.public('POST uni/product/flashsale', async ({ request, origin }) => {
      const body = await readBody(request, noParameters);
      if (!body.ok) return body.response;
      return ok(groups(origin));
    }),

    router.customer('GET more/promotion/flashsale-group', ({ origin }) => ok(groups(origin))),

    router.customer('GET more/promotion/flashsale', ({ origin }) => {
      const now = ctx.clock.unixSeconds();
      const products = new Map(ctx.db.products.all().map((p) => [p.id, p]));
      return ok(
        activeGroups(ctx.db, now)
          .filter((group) => isRunning(group, now))
          .flatMap((group) => itemsOfGroup(ctx.db, group.id))
          .flatMap((item) => toFlashSaleProductWire(item, products.get(item.productId), origin) ?? []),
      );
    }),
  ];
};
