import type { AppOrderWire, OrderDetailWire, OrderItemWire, OrderSummaryWire, OrderTrackingWire, PlacedOrderWire } from '@more/adapters/wire';
import type { OrderItemRecord, OrderRecord, OrderStatusRecord } from '../../db/orders';
import { productImageUrl } from '../media';
import { wibIso } from '../store-time';
import { scansSoFar } from './courier-journey';
import { eWalletChargeOf } from './e-wallet-charge';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusRecord, string>> = {
  awaiting_payment: 'Menunggu Pembayaran',
  processing: 'Diproses',
  shipped: 'Dikirim',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

const isoOrNull = (unixSeconds: number | null): string | null => (unixSeconds === null ? null : wibIso(unixSeconds));

/** What the customer said about an item: their latest complaint about it in this order, and whether they reviewed the product. */
export type ItemFeedback = Pick<OrderItemWire, 'complaint' | 'is_reviewed'>;
export type ItemFeedbackOf = (order: OrderRecord, item: OrderItemRecord) => ItemFeedback;

export const toOrderItemWire = (item: OrderItemRecord, origin: string, feedback: ItemFeedback): OrderItemWire => ({
  uni_product_variants_id: item.variantId,
  slug: item.slug,
  name_long: item.nameLong,
  name_short: item.nameShort,
  image: { image_url: productImageUrl(origin, item.productId, '1'), alt_text: item.nameShort },
  price: item.unitPrice,
  normal_price: item.normalPrice,
  quantity: item.quantity,
  id_combo: item.comboId,
  get_combo: item.comboId !== null && item.comboPrice !== null ? { combo_price: item.comboPrice, is_multiple_buy: true } : null,
  bundle_summary: [],
  ...feedback,
});

export const toOrderSummaryWire = (order: OrderRecord, origin: string, feedbackOf: ItemFeedbackOf): OrderSummaryWire => ({
  ordersn: order.ordersn,
  bill_no: order.billNo,
  status: order.status,
  status_label: ORDER_STATUS_LABELS[order.status],
  created_at: wibIso(order.createdAt),
  grand_total: order.totals.grandTotal,
  item_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
  items: order.items.map((item) => toOrderItemWire(item, origin, feedbackOf(order, item))),
});

export const toOrderDetailWire = (order: OrderRecord, origin: string, feedbackOf: ItemFeedbackOf): OrderDetailWire => ({
  ...toOrderSummaryWire(order, origin, feedbackOf),
  pay_before: isoOrNull(order.status === 'awaiting_payment' ? order.payBefore : null),
  shipping: {
    courier: order.shipping.courier,
    service: order.shipping.service,
    cost: order.shipping.cost,
    estimate: order.shipping.estimate,
    resi: order.shipping.waybill,
  },
  address: { recipient: order.address.recipient, phone: order.address.phone, address: order.address.text, city_name: order.address.cityName },
  payment: { code: order.payment.code, name: order.payment.name, tenor: order.payment.tenor, va_number: order.payment.vaNumber },
  summary: {
    subtotal: order.totals.subtotal,
    shipping_cost: order.totals.shippingCost,
    fee: order.totals.fee,
    discount_amount: order.totals.discountAmount,
    bill_total: order.totals.billTotal,
    grand_total: order.totals.grandTotal,
  },
  note: order.note,
  note_cancel: order.cancelNote,
  voucher_code: order.voucherCode,
});

export const toPlacedOrderWire = (order: OrderRecord): PlacedOrderWire => ({
  ordersn: order.ordersn,
  bill_no: order.billNo,
  status: order.status,
  grand_total: order.totals.grandTotal,
  pay_before: isoOrNull(order.payBefore),
});

export const toAppOrderWire = (order: OrderRecord, origin: string): AppOrderWire => ({
  ordersn: order.ordersn,
  bill_no: order.billNo,
  status: order.status,
  grand_total: order.totals.grandTotal,
  pay_before: isoOrNull(order.status === 'awaiting_payment' ? order.payBefore : null),
  payment_name: order.payment.name,
  va_number: order.payment.vaNumber,
  item_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
  first_item_name: order.items[0]?.nameLong ?? '',
  // Only an e-wallet payment has it: other answers leave the field out, as before it existed.
  ...withEWallet(order, origin),
});

const withEWallet = (order: OrderRecord, origin: string): Pick<AppOrderWire, 'e_wallet'> => {
  const charge = eWalletChargeOf(order, origin);
  return charge ? { e_wallet: charge } : {};
};

/**
 * The store's steps of an order, each done once its time is known. A
 * cancelled order shows the steps it went through, then its cancellation.
 */
const fulfilmentSteps = (order: OrderRecord): OrderTrackingWire['fulfillment_step'] => {
  const steps = [
    { code: 'ordered', title: 'Pesanan Dibuat', at: order.createdAt },
    { code: 'paid', title: 'Pembayaran Diterima', at: order.paidAt },
    { code: 'shipped', title: 'Pesanan Dikirim', at: order.shippedAt },
    { code: 'completed', title: 'Pesanan Diterima', at: order.completedAt },
  ];
  const shown = order.status === 'cancelled' ? steps.filter((step) => step.at !== null) : steps;
  const all = order.status === 'cancelled' ? [...shown, { code: 'cancelled', title: 'Pesanan Dibatalkan', at: order.cancelledAt }] : shown;
  return all.map((step) => ({ code: step.code, title: step.title, is_done: step.at !== null, time: isoOrNull(step.at) }));
};

/** The order's tracking at `now`: the courier's scans the clock has reached (courier-journey.ts), as the shipment service shows them. */
export const toOrderTrackingWire = (order: OrderRecord, origin: string, now: number): OrderTrackingWire => ({
  general_information: {
    ordersn: order.ordersn,
    status: order.status,
    courier: order.shipping.courier,
    service: order.shipping.service,
    resi: order.shipping.waybill,
    shipped_at: isoOrNull(order.shippedAt),
  },
  item_list: order.items.map((item) => ({ name: item.nameLong, quantity: item.quantity, image_url: productImageUrl(origin, item.productId, '1') })),
  resi_tracking: scansSoFar(order, now).map((event) => ({ time: wibIso(event.at), description: event.description, location: event.location })),
  fulfillment_step: fulfilmentSteps(order),
  customer_info: { name: order.address.recipient, phone: order.address.phone, address: `${order.address.text}, ${order.address.cityName}` },
});
