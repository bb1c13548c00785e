/**
 * Ids that more than one feature's seed refers to, fixed here so each seed can
 * be written alone: the demo customer's orders (orders seeds them, the shipment
 * service tracks the shipped one, reviews and complaints refer to the
 * completed one).
 *
 * Order numbers (`ordersn`) have the shape MORE-YYYYMMDD-NNNN; bill numbers
 * (`bill_no`, what a payment covers) INV-YYYYMMDD-NNNN.
 */
export const DEMO_ORDERS = {
  awaitingPayment: { ordersn: 'MORE-20261119-0107', billNo: 'INV-20261119-0107' },
  processing: { ordersn: 'MORE-20261117-0088', billNo: 'INV-20261117-0088' },
  shipped: { ordersn: 'MORE-20261115-0042', billNo: 'INV-20261115-0042' },
  completed: { ordersn: 'MORE-20261020-0311', billNo: 'INV-20261020-0311' },
  cancelled: { ordersn: 'MORE-20261002-0275', billNo: 'INV-20261002-0275' },
} as const;

/** The courier's waybill (resi) of the shipped demo order. */
export const DEMO_SHIPPED_WAYBILL = 'JNE0042115112026';

/** The shipment service's id of the shipped demo order: its shipping day and the order's number (shipment-of-order.ts). */
export const DEMO_SHIPMENT_ID = 'SHP-20261116-0042';
