import { Collection } from '@msw/data';
import { z } from 'zod';

export const orderStatuses = ['awaiting_payment', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatusRecord = (typeof orderStatuses)[number];

/** An item as it was bought: names and prices are kept, so a later change of the catalogue leaves the order as it was. */
export const orderItemRecord = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  slug: z.string(),
  nameLong: z.string(),
  nameShort: z.string(),
  unitPrice: z.number().int().min(0),
  normalPrice: z.number().int().min(0),
  quantity: z.number().int().min(1),
  comboId: z.number().int().nullable(),
  comboPrice: z.number().int().nullable(),
});
export type OrderItemRecord = z.infer<typeof orderItemRecord>;

export const orderRecord = z.object({
  ordersn: z.string(),
  billNo: z.string(),
  customerId: z.number().int(),
  status: z.enum(orderStatuses),
  /** Unix seconds, each null until it happened. */
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  shippedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
  /** The deadline for paying, while the order awaits payment. */
  payBefore: z.number().int().nullable(),
  cancelNote: z.string().nullable(),
  /** The Idempotency-Key the order was saved with: the same key answers this order again. */
  idempotencyKey: z.string().nullable(),
  items: z.array(orderItemRecord).min(1),
  shipping: z.object({
    code: z.string(),
    courier: z.string(),
    service: z.string(),
    cost: z.number().int().min(0),
    estimate: z.string().nullable(),
    waybill: z.string().nullable(),
    cityId: z.string(),
  }),
  address: z.object({
    addressId: z.number().int().nullable(),
    recipient: z.string(),
    phone: z.string(),
    text: z.string(),
    cityName: z.string(),
  }),
  payment: z.object({
    code: z.string(),
    name: z.string(),
    tenor: z.number().int().nullable(),
    vaNumber: z.string().nullable(),
  }),
  dropshipperId: z.number().int().nullable(),
  note: z.string(),
  voucherCode: z.string().nullable(),
  totals: z.object({
    subtotal: z.number().int(),
    shippingCost: z.number().int(),
    fee: z.number().int(),
    discountAmount: z.number().int(),
    billTotal: z.number().int(),
    grandTotal: z.number().int(),
  }),
  /** The courier's scans of the waybill, oldest first (resi_tracking). */
  trackingEvents: z.array(z.object({ at: z.number().int(), description: z.string(), location: z.string().nullable() })),
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** Collections of the orders area. */
export const createOrdersCollections = () => ({
  orders: new Collection({ schema: orderRecord }),
});
