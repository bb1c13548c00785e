import { CANCEL_NOTE_MAX_LENGTH } from '@more/core';
import * as z from 'zod/mini';
import { id, text } from '../wire-fields';
import { orderStatusWire } from './order.wire';

/**
 * What the orders calls send. `GET more/transaction/order/{id}` and
 * `GET more/transaction/order/apps/{id}` send only their path, and declare no
 * shape for it: their number is the one the page's address holds, an ordersn
 * or a bill number (order-details.ts), whatever the shopper typed there.
 */

/**
 * An order's number as the store writes it, `MORE-YYYYMMDD-NNNN` (OrdersApi):
 * the calls below send it back from an order the store listed or showed.
 */
export const orderNumberText = () => z.string().check(z.regex(/^MORE-\d{8}-\d{4}$/));

/** The query of `GET more/transaction/order`: each key left out for the server's default; pages count from 1. */
export const orderListQueryWire = z.strictObject({
  page: z.optional(id()),
  per_page: z.optional(id()),
  /** The status as the store names it (toOrderStatusWire); absent for all the orders. */
  status: z.optional(orderStatusWire),
});
export type OrderListQueryWire = z.input<typeof orderListQueryWire>;

/** The `{id}` of `POST more/transaction/order/cancel/{id}` and `…/complete/{id}`: the order's number. */
export const orderNumberParamsWire = z.strictObject({ id: orderNumberText() });
export type OrderNumberParamsWire = z.input<typeof orderNumberParamsWire>;

/** The body of `POST more/transaction/order/cancel/{id}`: the shopper's reason, trimmed, never empty (cancelNoteError). */
export const cancelOrderBodyWire = z.strictObject({ note_cancel: text().check(z.maxLength(CANCEL_NOTE_MAX_LENGTH)) });
export type CancelOrderBodyWire = z.input<typeof cancelOrderBodyWire>;

/** The body of `POST more/transaction/order/complete/{id}`: empty, the path names the order. */
export const completeOrderBodyWire = z.strictObject({});
export type CompleteOrderBodyWire = z.input<typeof completeOrderBodyWire>;

/** The body of `POST more/transaction/order/tracking`: the order's number, since the path names none. */
export const orderTrackingBodyWire = z.strictObject({ ordersn: orderNumberText() });
export type OrderTrackingBodyWire = z.input<typeof orderTrackingBodyWire>;
