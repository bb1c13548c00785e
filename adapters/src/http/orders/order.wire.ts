import * as z from 'zod/mini';
import { paged } from '../envelope';
import { cartBundlePartWire, cartGetComboWire, cartImageWire } from '../cart/cart.wire';
import { complaintStatuses } from '../reviews/review.wire';
import { count, id, rupiah, text, time } from '../wire-fields';

/**
 * Where an order stands. Document 1 §4: "The order status values are not
 * shown"; these are the store's, with `status_label` beside them as the
 * shopper reads it.
 */
export const orderStatusWire = z.enum(['awaiting_payment', 'processing', 'shipped', 'completed', 'cancelled']);
export type OrderStatusWire = z.infer<typeof orderStatusWire>;

/** One item of an order, as it was bought: the cart line's names and the price paid. */
export const orderItemWire = z.object({
  uni_product_variants_id: id(),
  slug: text(),
  name_long: text(),
  name_short: text(),
  image: z.nullish(cartImageWire),
  /** What one unit cost. */
  price: rupiah(),
  normal_price: rupiah(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  id_combo: z.nullish(id()),
  get_combo: z.nullish(cartGetComboWire),
  bundle_summary: z.array(cartBundlePartWire),
  /**
   * The customer's latest complaint about this product of this order (`POST
   * more/product/complain` with this ordersn): how /profile/complain lists the
   * complaints sent, as document 2 has no call listing them. Optional: null or
   * absent when there is none, or when a server does not say.
   */
  complaint: z.nullish(
    z.object({
      id: id(),
      status: z.enum(complaintStatuses),
      template_id: z.nullish(id()),
      complain: text(),
      created_at: time(),
    }),
  ),
  /** Whether the customer has reviewed this product (`POST more/product/review`); absent when a server does not say. */
  is_reviewed: z.nullish(z.boolean()),
});
export type OrderItemWire = z.infer<typeof orderItemWire>;

/** An order in the list of `GET more/transaction/order`. */
export const orderSummaryWire = z.object({
  ordersn: text(),
  bill_no: text(),
  status: orderStatusWire,
  status_label: text(),
  created_at: time(),
  grand_total: rupiah(),
  item_count: count(),
  items: z.array(orderItemWire),
});
export type OrderSummaryWire = z.infer<typeof orderSummaryWire>;

/** `data` of `GET more/transaction/order` (document 1 §3: "Order list: total and total_pages"). */
export const orderListWire = paged(orderSummaryWire);
export type OrderListWire = z.infer<typeof orderListWire>;

/** One order in full: `data` of `GET more/transaction/order/{id}`, and of cancel and complete. */
export const orderDetailWire = z.extend(orderSummaryWire, {
  pay_before: z.nullish(time()),
  shipping: z.object({
    courier: text(),
    service: text(),
    cost: rupiah(),
    estimate: z.nullish(z.string()),
    /** The waybill, once shipped. */
    resi: z.nullish(z.string()),
  }),
  address: z.object({
    recipient: text(),
    phone: text(),
    address: text(),
    city_name: text(),
  }),
  payment: z.object({
    code: text(),
    name: text(),
    tenor: z.nullish(id()),
    va_number: z.nullish(z.string()),
  }),
  summary: z.object({
    subtotal: rupiah(),
    shipping_cost: rupiah(),
    fee: rupiah(),
    discount_amount: rupiah(),
    bill_total: rupiah(),
    grand_total: rupiah(),
  }),
  note: z.string(),
  note_cancel: z.nullish(z.string()),
  voucher_code: z.nullish(z.string()),
});
export type OrderDetailWire = z.infer<typeof orderDetailWire>;

/**
 * `data` of `POST more/transaction/order/tracking`, in the five parts document
 * 1 §3 names ("general_information, item_list, resi_tracking,
 * fulfillment_step, customer_info").
 */
export const orderTrackingWire = z.object({
  general_information: z.object({
    ordersn: text(),
    status: orderStatusWire,
    courier: text(),
    service: text(),
    resi: z.nullish(z.string()),
    shipped_at: z.nullish(time()),
  }),
  item_list: z.array(z.object({ name: text(), quantity: z.number().check(z.int(), z.minimum(1)), image_url: z.nullish(z.string()) })),
  resi_tracking: z.array(z.object({ time: time(), description: text(), location: z.nullish(z.string()) })),
  fulfillment_step: z.array(z.object({ code: text(), title: text(), is_done: z.boolean(), time: z.nullish(time()) })),
  customer_info: z.object({ name: text(), phone: text(), address: text() }),
});
export type OrderTrackingWire = z.infer<typeof orderTrackingWire>;

/** `data` of `GET more/transaction/order/apps/{id}`: the order as the mobile app reads it. */
/**
 * An e-wallet charge as Indonesian payment gateways return it for GoPay,
 * ShopeePay, OVO and DANA (Midtrans' `generate-qr-code`/`deeplink-redirect`
 * actions and `expiry_time`, Xendit's `qr_checkout_string` and
 * `mobile_deeplink_checkout_url`): a QRIS payload, the app's link, and when
 * they expire. Every field but the channel may be missing.
 */
export const eWalletChargeWire = z.object({
  /** The gateway's channel code: GOPAY, SHOPEEPAY, OVO, DANA. */
  channel: text(),
  /** The wallet as the shopper knows it ("GoPay"). */
  app_name: z.optional(z.string()),
  /** The QRIS payload (EMVCo text) to draw as a QR code. */
  qr_string: z.nullish(z.string()),
  /** A deeplink (gojek://…) or https app link that opens the wallet's payment screen on a phone. */
  deeplink_url: z.nullish(z.string()),
  expiry_time: z.nullish(time()),
});
export type EWalletChargeWire = z.infer<typeof eWalletChargeWire>;

export const appOrderWire = z.object({
  ordersn: text(),
  bill_no: text(),
  status: orderStatusWire,
  grand_total: rupiah(),
  pay_before: z.nullish(time()),
  payment_name: text(),
  va_number: z.nullish(z.string()),
  item_count: count(),
  first_item_name: z.string(),
  /** Only for an e-wallet payment; an answer from before the field existed has none. */
  e_wallet: z.optional(z.nullable(eWalletChargeWire)),
});
export type AppOrderWire = z.infer<typeof appOrderWire>;
