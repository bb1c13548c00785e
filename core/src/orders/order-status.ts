/**
 * Where an order stands. Document 1 §4: "Order actions: cancel (with
 * note_cancel), complete and tracking. The order status values are not
 * shown." These are the states of a paid-after-order shop: the order waits
 * for its payment, is prepared, shipped, and completed by the shopper (or
 * cancelled before it ships).
 */
export const orderStatuses = ['awaiting-payment', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What the profile's order list and the order page call each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  'awaiting-payment': 'Menunggu Pembayaran',
  processing: 'Diproses',
  shipped: 'Dikirim',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/** Cancelling is possible until the order leaves the warehouse. */
export const canCancelOrder = (status: OrderStatus): boolean => status === 'awaiting-payment' || status === 'processing';

/** The shopper completes an order once it has arrived, which only a shipped order can have. */
export const canCompleteOrder = (status: OrderStatus): boolean => status === 'shipped';

/** There is something to track once the order has been paid and is not cancelled. */
export const canTrackOrder = (status: OrderStatus): boolean => status === 'processing' || status === 'shipped' || status === 'completed';

/** The buttons an order page offers for an order in this status. */
export const orderActions = (status: OrderStatus) => ({
  pay: status === 'awaiting-payment',
  cancel: canCancelOrder(status),
  complete: canCompleteOrder(status),
  track: canTrackOrder(status),
  buyAgain: status === 'completed' || status === 'cancelled',
});
