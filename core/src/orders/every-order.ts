import type { OrderSummary } from './order';
import type { OrderStatus } from './order-status';
import type { OrdersApi } from './orders-api.port';

/** The server's largest page of orders (`per_page` up to 50): the fewest calls for a customer's orders. */
export const ORDERS_PER_CALL = 50;
/** Pages read per state at most: 500 orders, far more than a furniture shopper makes. */
export const MAX_ORDER_PAGES = 10;

/**
 * Every order of the customer in one state, page after page (the first page
 * says how many there are, the rest are asked together): the pages that
 * derive their lists from the orders (what waits for a review, what may be
 * complained about) have no list call of their own in document 2.
 */
export const everyOrderWith = async (api: Pick<OrdersApi, 'list'>, status: OrderStatus): Promise<OrderSummary[]> => {
  const first = await api.list({ status, page: 1, perPage: ORDERS_PER_CALL });
  const last = Math.min(first.totalPages, MAX_ORDER_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => api.list({ status, page: index + 2, perPage: ORDERS_PER_CALL })));
  return [first, ...rest].flatMap((page) => page.items);
};
