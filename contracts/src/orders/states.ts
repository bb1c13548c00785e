import { courierJourney, DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

type Params = Readonly<Record<string, unknown>>;
export type OrderStatus = 'awaiting_payment' | 'processing' | 'shipped' | 'completed' | 'cancelled';

const HOUR = 3600;
const DAY = 24 * HOUR;
const STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'processing', 'shipped', 'completed', 'cancelled'];

const orderNumber = (params: Params, name = 'ordersn'): string => {
  const value = params[name];
  if (typeof value !== 'string' || !/^MORE-\d{8}-\d{4}$/.test(value)) throw new Error(`provider state parameter ${name} must be an order number (MORE-YYYYMMDD-NNNN)`);
  return value;
};

/**
 * Puts the demo customer's order `ordersn` (one of the seed's, see
 * mock-server/src/seed/shared-ids.ts) in `status`, with the times and
 * tracking that status has: paid an hour after it was made, shipped a day
 * after, received three days after; unpaid orders have a day left to pay.
 * Its items, address, payment and totals stay as they are. The Pact Verifier
 * runs every interaction on one mock without resetting it, and cancel and
 * complete change an order's status: the states put it back.
 */
export const putOrderInStatus = async (api: MockApi, ordersn: string, status: OrderStatus, options: { readonly shippedAt?: number; readonly waybill?: string } = {}): Promise<void> => {
  const order = api.db.orders.findFirst((q) => q.where({ ordersn }));
  if (!order || order.customerId !== DEMO_CUSTOMER.id) throw new Error(`the mock has no order ${ordersn} of the demo customer (the seed's are in mock-server/src/seed/shared-ids.ts)`);
  const now = api.clock.unixSeconds();
  await api.db.orders.update((q) => q.where({ ordersn }), {
    data(record) {
      const made = record.createdAt;
      const paid = status === 'processing' || status === 'shipped' || status === 'completed';
      const shipped = status === 'shipped' || status === 'completed';
      record.status = status;
      record.paidAt = paid ? made + HOUR : null;
      record.shippedAt = shipped ? (options.shippedAt ?? made + DAY) : null;
      // The courier's journey as the orders seed plans it (one story for the order's tracking and the shipment service).
      const journey =
        record.shippedAt === null
          ? null
          : courierJourney({ shippedAt: record.shippedAt, courier: record.shipping.courier, estimate: record.shipping.estimate, recipient: record.address.recipient, cityName: record.address.cityName });
      record.completedAt = status === 'completed' && journey ? journey.deliveredAt + 2 * HOUR : null;
      record.cancelledAt = status === 'cancelled' ? made + 2 * HOUR : null;
      record.cancelNote = status === 'cancelled' ? (record.cancelNote ?? 'Ingin mengganti warna') : null;
      record.payBefore = status === 'awaiting_payment' ? now + 23 * HOUR : null;
      record.shipping.waybill = shipped ? (options.waybill ?? record.shipping.waybill ?? `JNE${ordersn.replace(/\D/g, '').slice(-12)}`) : null;
      record.trackingEvents = journey?.events ?? [];
    },
  });
};

/** Provider states the orders interactions name. */
export const ordersStates: ProviderStates = {
  /**
   * The demo customer has exactly five orders, one in each status, under the numbers given for each
   * (`awaiting_payment`, `processing`, `shipped`, `completed`, `cancelled`), each made at 10:15 WIB on its number's day.
   */
  'the demo customer has an order in each status': async (api, params) => {
    const numbers = STATUSES.map((status) => [orderNumber(params, status), status] as const);
    for (const [ordersn, status] of numbers) await putOrderInStatus(api, ordersn, status);
    const kept = new Set(numbers.map(([ordersn]) => ordersn));
    api.db.orders.deleteMany((q) => q.where((order) => order.customerId === DEMO_CUSTOMER.id && !kept.has(order.ordersn)));
  },

  /** The demo customer's order `ordersn`, to be paid by virtual account (it has a VA number), awaits payment with a day left to pay: not paid, not shipped. */
  'order {ordersn} awaits payment': async (api, params) => {
    const ordersn = orderNumber(params);
    await putOrderInStatus(api, ordersn, 'awaiting_payment');
    if (!api.db.orders.findFirst((q) => q.where({ ordersn }))?.payment.vaNumber) throw new Error(`order ${ordersn} is not paid by virtual account`);
  },

  /**
   * The demo customer's order `ordersn`, to be paid by GoPay (an e-wallet, no VA number), awaits payment with a
   * day left to pay: the gateway's charge (QRIS string, deeplink, expiry) is what its app answer carries.
   */
  'order {ordersn} awaits payment by GoPay': async (api, params) => {
    const ordersn = orderNumber(params);
    await putOrderInStatus(api, ordersn, 'awaiting_payment');
    await api.db.orders.update((q) => q.where({ ordersn }), {
      data(record) {
        record.payment = { code: 'gopay', name: 'GoPay', tenor: null, vaNumber: null };
      },
    });
  },

  /** The demo customer's order `ordersn` was paid and handed to JNE: it has a waybill (resi) and the courier's scans, and is not received yet. */
  'order {ordersn} has been shipped': (api, params) => putOrderInStatus(api, orderNumber(params), 'shipped'),

  /** No order, of any customer, has the number `ordersn`. */
  'no order has the number': (api, params) => {
    const ordersn = orderNumber(params);
    api.db.orders.deleteMany((q) => q.where({ ordersn }));
  },
};
