import type { CheckoutSummary } from './checkout-summary';
import type { OrderItem } from './order-item';
import type { OrderStatus } from './order-status';

/**
 * An order as the list of the shopper's orders shows it (`GET
 * more/transaction/order`). Amounts are whole rupiah, times milliseconds
 * since the epoch.
 */
export interface OrderSummary {
  /** ordersn, e.g. MORE-20261115-0042: what order pages and the order calls take as `{id}`. */
  readonly orderNumber: string;
  /** bill_no, e.g. INV-20261115-0042: the bill the payment covers. */
  readonly billNumber: string;
  readonly status: OrderStatus;
  readonly createdAt: number;
  /** What the shopper pays (or paid) for the order. */
  readonly grandTotal: number;
  /** Units over all items. */
  readonly itemCount: number;
  readonly items: readonly OrderItem[];
}

export interface OrderShipping {
  readonly courier: string;
  readonly service: string;
  /** What the shopper paid for shipping; 0 for the free option. */
  readonly cost: number;
  readonly estimate: string | null;
  /** The courier's waybill (resi) once the order is shipped. */
  readonly waybill: string | null;
}

/** Where the order goes, as it was when the order was made. */
export interface OrderAddress {
  readonly recipient: string;
  readonly phone: string;
  /** The full address as one text. */
  readonly text: string;
  readonly cityName: string;
}

export interface OrderPayment {
  readonly code: string;
  readonly name: string;
  /** Months of the instalment plan, null when paid at once. */
  readonly tenor: number | null;
  /** The number to transfer to, for a virtual account. */
  readonly virtualAccount: string | null;
}

/** One order in full (`GET more/transaction/order/{id}`, and the answer to cancel and complete). */
export interface OrderDetail extends OrderSummary {
  /** The deadline for paying, while the order awaits payment; null otherwise. */
  readonly payBefore: number | null;
  readonly shipping: OrderShipping;
  readonly address: OrderAddress;
  readonly payment: OrderPayment;
  /** The totals the order was placed with. */
  readonly totals: CheckoutSummary;
  /** The shopper's note to the store. */
  readonly note: string;
  /** note_cancel: why the shopper cancelled, once cancelled. */
  readonly cancelNote: string | null;
  readonly voucherCode: string | null;
}

/**
 * The order as the store's mobile app reads it (`GET
 * more/transaction/order/apps/{id}`): the few facts its order card and payment
 * reminder show.
 */
export interface AppOrder {
  readonly orderNumber: string;
  readonly billNumber: string;
  readonly status: OrderStatus;
  readonly grandTotal: number;
  readonly payBefore: number | null;
  readonly paymentName: string;
  readonly virtualAccount: string | null;
  readonly itemCount: number;
  /** The first item's name, for a one-line card. */
  readonly firstItemName: string;
  /** What the payment gateway gave for an e-wallet payment (QRIS code, app link); null for other methods or an older answer. */
  readonly eWallet: EWalletCharge | null;
}

/**
 * An e-wallet charge (GoPay, ShopeePay, OVO, DANA) as Indonesian gateways
 * return it: a QRIS payload any QRIS app can scan, a link that opens the
 * wallet's app on a phone, and when they stop being valid. Each may be missing.
 */
export interface EWalletCharge {
  /** The wallet's name as the shopper knows it ("GoPay"). */
  readonly appName: string;
  /** The QRIS payload (EMVCo text) to draw as a QR code. */
  readonly qrString: string | null;
  /** The deeplink or app URL that opens the wallet's payment screen. */
  readonly appLink: string | null;
  /** Milliseconds since the epoch; null when the gateway gave none. */
  readonly expiresAt: number | null;
}
