import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { orderStatuses } from '../../db/orders';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { handOverScan, isDelivered, scansSoFar } from './courier-journey';
import { toAppOrderWire, toOrderDetailWire, toOrderSummaryWire, toOrderTrackingWire } from './order-wire';
import { itemFeedbackIn } from './item-feedback';
import { adjustStock } from './stock';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(orderStatuses).optional(),
});

const cancelBody = z.object({ note_cancel: z.string().trim().min(1).max(500) });
const trackingBody = z.object({ ordersn: z.string().trim().min(1).max(40) });

/** The orders calls of document 2 §7. `{id}` is the order number (ordersn) or its bill number (bill_no); another customer's order is not found. */
export const ordersHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  // `{id}` is the ordersn, or the bill_no: after an order on the website "thanks redirects to
  // /profile/order/{bill_no}" (document 1 §2), and that page reads the order by what its address holds.
  const orderOf = (customerId: number, id: string) =>
    ctx.db.orders.findFirst((q) => q.where((order) => order.customerId === customerId && (order.ordersn === id || order.billNo === id)));
  const feedbackOf = itemFeedbackIn(ctx.db);

  return [
    router.customer('GET more/transaction/order', ({ request, customer, origin }) => {
      const query = readQuery(request, listQuery);
      if (!query.ok) return query.response;
      const { page, per_page, status } = query.value;
      const orders = ctx.db.orders
        .findMany((q) => q.where((order) => order.customerId === customer.id && (status === undefined || order.status === status)))
        .sort((a, b) => b.createdAt - a.createdAt || b.ordersn.localeCompare(a.ordersn));
      const start = (page - 1) * per_page;
      return ok({
        data: orders.slice(start, start + per_page).map((order) => toOrderSummaryWire(order, origin, feedbackOf)),
        page,
        per_page,
        total: orders.length,
        total_pages: Math.ceil(orders.length / per_page),
      });
    }),

    router.customer('GET more/transaction/order/{id}', ({ params, customer, origin }) => {
      const order = orderOf(customer.id, params.id ?? '');
      return order ? ok(toOrderDetailWire(order, origin, feedbackOf)) : notFound('Pesanan');
    }),

    router.customer('POST more/transaction/order/cancel/{id}', async ({ request, params, customer, origin }) => {
      const order = orderOf(customer.id, params.id ?? '');
      if (!order) return notFound('Pesanan');
      const body = await readBody(request, cancelBody);
      if (!body.ok) return body.response;
      if (order.status === 'cancelled') return refuse(422, 'Pesanan ini sudah dibatalkan');
      if (order.status !== 'awaiting_payment' && order.status !== 'processing') {
        return refuse(422, 'Pesanan yang sudah dikirim tidak dapat dibatalkan');
      }
      const now = ctx.clock.unixSeconds();
      const cancelled = await ctx.db.orders.update(order, {
        data(record) {
          record.status = 'cancelled';
          record.cancelNote = body.value.note_cancel;
          record.cancelledAt = now;
          record.payBefore = null;
        },
      });
      // The units go back on the shelf.
      for (const item of order.items) await adjustStock(ctx.db, item.variantId, item.quantity);
      return ok(toOrderDetailWire(cancelled!, origin, feedbackOf), 'Pesanan dibatalkan');
    }),

    router.customer('POST more/transaction/order/complete/{id}', async ({ params, customer, origin }) => {
      const order = orderOf(customer.id, params.id ?? '');
      if (!order) return notFound('Pesanan');
      if (order.status !== 'shipped') return refuse(422, 'Hanya pesanan yang sedang dikirim yang dapat diselesaikan');
      const now = ctx.clock.unixSeconds();
      // The customer has it: the courier's scans still ahead did not happen, and its hand-over is now if it was not yet.
      const handOver = { at: now, description: handOverScan(order.address.recipient), location: order.address.cityName };
      const journey = isDelivered(order, now) ? scansSoFar(order, now) : [...scansSoFar(order, now), handOver];
      const completed = await ctx.db.orders.update(order, {
        data(record) {
          record.status = 'completed';
          record.completedAt = now;
          record.trackingEvents = journey;
        },
      });
      return ok(toOrderDetailWire(completed!, origin, feedbackOf), 'Pesanan selesai. Terima kasih telah berbelanja di MORE');
    }),

    router.customer('POST more/transaction/order/tracking', async ({ request, customer, origin }) => {
      const body = await readBody(request, trackingBody);
      if (!body.ok) return body.response;
      const order = orderOf(customer.id, body.value.ordersn);
      if (!order) return notFound('Pesanan');
      if (order.status === 'awaiting_payment') return refuse(422, 'Pesanan belum dibayar, belum ada data pengiriman');
      if (order.status === 'cancelled') return refuse(422, 'Pesanan dibatalkan, tidak ada data pengiriman');
      return ok(toOrderTrackingWire(order, origin, ctx.clock.unixSeconds()));
    }),

    router.customer('GET more/transaction/order/apps/{id}', ({ params, customer, origin }) => {
      const order = orderOf(customer.id, params.id ?? '');
      return order ? ok(toAppOrderWire(order, origin)) : notFound('Pesanan');
    }),
  ];
};
