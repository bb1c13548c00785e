import { formatRupiah } from '../money/rupiah';
import type { OrderDetail, OrderSummary } from './order';
import { type OrderStatus, orderActions, orderStatusLabel } from './order-status';

/**
 * What the shopper's order page (`/profile/order/{ordersn}`), the invoices
 * (`/invoice`) and the printed invoice (`/invoice-print/{ordersn}`, document 1
 * §2) say about an order. The views only show these.
 */

/** Whether the bill is paid: what the printed invoice states beside the payment method. */
export const paymentStatusLabel = (status: OrderStatus): string => {
  if (status === 'awaiting-payment') return 'Belum Dibayar';
  if (status === 'cancelled') return 'Dibatalkan';
  return 'Lunas';
};

/** The buttons of the order page. Printing the invoice is always offered; paying only while the order awaits it. */
export interface OrderPageButtons {
  /** "Beli Lagi" (document 1 §4, "Buy again"), for an order that is over: completed or cancelled (orderActions). */
  readonly buyAgain: boolean;
  /** "Cetak Invoice" → /invoice-print/{ordersn}. */
  readonly printInvoice: true;
  /** "Cara Pembayaran" → /checkout/information/{ordersn}, while the order awaits its payment. */
  readonly paymentGuide: boolean;
}

export const orderPageButtons = (status: OrderStatus): OrderPageButtons => {
  const actions = orderActions(status);
  return { buyAgain: actions.buyAgain, printInvoice: true, paymentGuide: actions.pay };
};

/** The facts every order screen heads an order with: numbers, "DD MMMM YYYY HH:mm" (document 1 §9), status, total. */
export interface OrderHeading {
  readonly orderNumber: string;
  readonly billNumber: string;
  readonly createdAt: number;
  readonly statusLabel: string;
  readonly status: OrderStatus;
  readonly grandTotalText: string;
  readonly itemCountText: string;
}

export const orderHeading = (order: OrderSummary): OrderHeading => ({
  orderNumber: order.orderNumber,
  billNumber: order.billNumber,
  createdAt: order.createdAt,
  statusLabel: orderStatusLabel(order.status),
  status: order.status,
  grandTotalText: formatRupiah(order.grandTotal),
  itemCountText: `${order.itemCount} barang`,
});

/** Items a card of the customer's lists names before "+N produk lainnya": the order page lists them all. */
export const ORDER_CARD_ITEMS = 2;

/** The items a card of /profile/orders or /profile/pay names, and what it says of the rest. */
export const orderCardItems = (order: Pick<OrderSummary, 'items'>): { readonly shown: OrderSummary['items']; readonly moreText: string | null } => {
  const more = order.items.length - ORDER_CARD_ITEMS;
  return { shown: order.items.slice(0, ORDER_CARD_ITEMS), moreText: more > 0 ? `+${more} produk lainnya` : null };
};

/** How the order is paid: method (with its instalment tenor in the name), the VA number and the deadline while unpaid. */
export interface OrderPaymentFacts {
  readonly methodName: string;
  readonly statusLabel: string;
  /** The virtual account to transfer to; only while the order awaits its payment. */
  readonly virtualAccount: string | null;
  /** "Bayar sebelum": the deadline while the order awaits its payment. */
  readonly payBeforeAt: number | null;
}

export const orderPaymentFacts = (order: OrderDetail): OrderPaymentFacts => {
  const unpaid = order.status === 'awaiting-payment';
  return {
    methodName: order.payment.name,
    statusLabel: paymentStatusLabel(order.status),
    virtualAccount: unpaid ? order.payment.virtualAccount : null,
    payBeforeAt: unpaid ? order.payBefore : null,
  };
};

/** The courier as one line ("JNE Trucking (JTR)"), its estimate and the waybill once shipped. */
export interface OrderShippingFacts {
  readonly courierText: string;
  readonly estimateText: string | null;
  readonly waybill: string | null;
  readonly costText: string;
}

export const orderShippingFacts = (order: OrderDetail): OrderShippingFacts => ({
  courierText: [order.shipping.courier, order.shipping.service].filter((part) => part.trim() !== '').join(' '),
  estimateText: order.shipping.estimate ? `Estimasi ${order.shipping.estimate}` : null,
  waybill: order.shipping.waybill,
  costText: shippingCostText(order.shipping.cost),
});

/** Shipping that costs nothing says so: the store promises "free shipping with no minimum purchase" (document 1 §1). */
export const shippingCostText = (cost: number): string => (cost === 0 ? 'Gratis' : formatRupiah(cost));

/** Under the invoice list: how many of the shopper's invoices are shown. */
export const invoiceCountText = (shown: number, total: number): string => `Menampilkan ${shown} dari ${total} invoice`;
