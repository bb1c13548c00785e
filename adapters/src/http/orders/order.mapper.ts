import type { AppOrder, ComplaintStatus, EWalletCharge, OrderDetail, OrderItem, OrderItemComplaint, OrderStatus, OrderSummary, OrderTracking, Page } from '@more/core';
import type { AppOrderWire, EWalletChargeWire, OrderDetailWire, OrderItemWire, OrderListWire, OrderStatusWire, OrderSummaryWire, OrderTrackingWire } from './order.wire';

const statuses: Readonly<Record<OrderStatusWire, OrderStatus>> = {
  awaiting_payment: 'awaiting-payment',
  processing: 'processing',
  shipped: 'shipped',
  completed: 'completed',
  cancelled: 'cancelled',
};

export const toOrderStatus = (wire: OrderStatusWire): OrderStatus => statuses[wire];

/** The status as the list's `status` query sends it. */
export const toOrderStatusWire = (status: OrderStatus): OrderStatusWire =>
  (Object.keys(statuses) as OrderStatusWire[]).find((key) => statuses[key] === status)!;

const complaintStatuses: Readonly<Record<NonNullable<OrderItemWire['complaint']>['status'], ComplaintStatus>> = {
  pending: 'pending',
  in_review: 'in-review',
  resolved: 'resolved',
  rejected: 'rejected',
};

const toItemComplaint = (wire: OrderItemWire['complaint']): OrderItemComplaint | null =>
  wire
    ? { id: wire.id, status: complaintStatuses[wire.status], templateId: wire.template_id ?? null, text: wire.complain, createdAt: Date.parse(wire.created_at) }
    : null;

const timeOf = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

export const toOrderItem = (wire: OrderItemWire): OrderItem => ({
  variantId: wire.uni_product_variants_id,
  slug: wire.slug,
  nameLong: wire.name_long,
  nameShort: wire.name_short,
  image: wire.image ? { url: wire.image.image_url, alt: wire.image.alt_text?.trim() || wire.name_long } : null,
  unitPrice: wire.price,
  normalPrice: wire.normal_price,
  quantity: wire.quantity,
  comboId: wire.id_combo ?? null,
  combo: wire.get_combo ? { price: wire.get_combo.combo_price, allowsMultiple: wire.get_combo.is_multiple_buy } : null,
  bundle: wire.bundle_summary.map((part) => ({ variantId: part.uni_product_variants_id, name: part.name, quantityPerBundle: part.initial_quantity })),
  complaint: toItemComplaint(wire.complaint),
  reviewed: wire.is_reviewed ?? null,
});

export const toOrderSummary = (wire: OrderSummaryWire): OrderSummary => ({
  orderNumber: wire.ordersn,
  billNumber: wire.bill_no,
  status: toOrderStatus(wire.status),
  createdAt: Date.parse(wire.created_at),
  grandTotal: wire.grand_total,
  itemCount: wire.item_count,
  items: wire.items.map(toOrderItem),
});

export const toOrderPage = (wire: OrderListWire): Page<OrderSummary> => ({
  items: wire.data.map(toOrderSummary),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});

export const toOrderDetail = (wire: OrderDetailWire): OrderDetail => ({
  ...toOrderSummary(wire),
  payBefore: timeOf(wire.pay_before),
  shipping: {
    courier: wire.shipping.courier,
    service: wire.shipping.service,
    cost: wire.shipping.cost,
    estimate: wire.shipping.estimate ?? null,
    waybill: wire.shipping.resi ?? null,
  },
  address: {
    recipient: wire.address.recipient,
    phone: wire.address.phone,
    text: wire.address.address,
    cityName: wire.address.city_name,
  },
  payment: {
    code: wire.payment.code,
    name: wire.payment.name,
    tenor: wire.payment.tenor ?? null,
    virtualAccount: wire.payment.va_number ?? null,
  },
  totals: {
    subtotal: wire.summary.subtotal,
    shippingCost: wire.summary.shipping_cost,
    fee: wire.summary.fee,
    discountAmount: wire.summary.discount_amount,
    billTotal: wire.summary.bill_total,
    grandTotal: wire.summary.grand_total,
  },
  note: wire.note,
  cancelNote: wire.note_cancel ?? null,
  voucherCode: wire.voucher_code ?? null,
});

export const toOrderTracking = (wire: OrderTrackingWire): OrderTracking => ({
  general: {
    orderNumber: wire.general_information.ordersn,
    status: toOrderStatus(wire.general_information.status),
    courier: wire.general_information.courier,
    service: wire.general_information.service,
    waybill: wire.general_information.resi ?? null,
    shippedAt: timeOf(wire.general_information.shipped_at),
  },
  items: wire.item_list.map((item) => ({ name: item.name, quantity: item.quantity, imageUrl: item.image_url ?? null })),
  waybillEvents: wire.resi_tracking.map((event) => ({ at: Date.parse(event.time), description: event.description, location: event.location ?? null })),
  steps: wire.fulfillment_step.map((step) => ({ code: step.code, label: step.title, done: step.is_done, at: timeOf(step.time) })),
  customer: { name: wire.customer_info.name, phone: wire.customer_info.phone, address: wire.customer_info.address },
});

export const toEWalletCharge = (wire: EWalletChargeWire): EWalletCharge => ({
  appName: wire.app_name?.trim() || wire.channel,
  qrString: wire.qr_string || null,
  appLink: wire.deeplink_url || null,
  expiresAt: timeOf(wire.expiry_time),
});

export const toAppOrder = (wire: AppOrderWire): AppOrder => ({
  orderNumber: wire.ordersn,
  billNumber: wire.bill_no,
  status: toOrderStatus(wire.status),
  grandTotal: wire.grand_total,
  payBefore: timeOf(wire.pay_before),
  paymentName: wire.payment_name,
  virtualAccount: wire.va_number ?? null,
  itemCount: wire.item_count,
  firstItemName: wire.first_item_name,
  eWallet: wire.e_wallet ? toEWalletCharge(wire.e_wallet) : null,
});
