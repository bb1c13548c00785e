import type { Page } from '../catalogue/product';
import { token } from '../shared/token';
import type { AppOrder, OrderDetail, OrderSummary } from './order';
import type { OrderStatus } from './order-status';
import type { OrderTracking } from './order-tracking';

/** One page of the shopper's orders; 10 a page unless asked otherwise. */
export interface OrderListQuery {
  readonly page?: number;
  readonly perPage?: number;
  /** Only the orders in this status (the tabs of /profile/orders); all when left out. */
  readonly status?: OrderStatus;
}

export const ORDER_PAGE_SIZE = 10;

/**
 * The shopper's orders (document 2 §7, "Orders"). `orderNumber` is the
 * ordersn (e.g. MORE-20261115-0042), the `{id}` of every call. Every call
 * needs a logged-in customer; an order of another customer is not found.
 * Adapters throw StoreFailure: 404 for an unknown order, a refusal (with the
 * server's message) for an action the order's status does not allow.
 */
export interface OrdersApi {
  /** `GET more/transaction/order` with query page, per_page and status; newest first. */
  list(query?: OrderListQuery): Promise<Page<OrderSummary>>;

  /** `GET more/transaction/order/{id}`. */
  order(orderNumber: string): Promise<OrderDetail>;

  /** `POST more/transaction/order/cancel/{id}` with note_cancel; only before the order ships. Answers the cancelled order. */
  cancel(orderNumber: string, note: string): Promise<OrderDetail>;

  /** `POST more/transaction/order/complete/{id}`: the shopper received a shipped order. Answers the completed order. */
  complete(orderNumber: string): Promise<OrderDetail>;

  /** `POST more/transaction/order/tracking` with the ordersn. */
  tracking(orderNumber: string): Promise<OrderTracking>;

  /** `GET more/transaction/order/apps/{id}`: the order as the mobile app reads it. */
  appOrder(orderNumber: string): Promise<AppOrder>;
}

export const OrdersApiToken = token<OrdersApi>('OrdersApi');
