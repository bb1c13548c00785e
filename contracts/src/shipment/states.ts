import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import { putOrderInStatus } from '../orders/states';
import type { ProviderStates } from '../provider/provider-state';
import { nonEmptyText } from '../provider/state-params';

const HOUR = 3600;
const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^62/, '0');

/**
 * Order `orderNumber` of the demo customer (phone `phone`) shipped under waybill `waybill` an hour
 * ago, whatever the clock: the shipment service reads it from the order (one story for both
 * services), so the state puts the order itself on its way.
 */
const givenShippedOrder = async (api: MockApi, orderNumber: string, waybill: string, phone: string): Promise<void> => {
  const order = api.db.orders.findFirst((q) => q.where({ ordersn: orderNumber }));
  if (!order) throw new Error(`the mock has no order ${orderNumber} (the seed's are in mock-server/src/seed/shared-ids.ts)`);
  if (digits(order.address.phone) !== digits(phone) && digits(DEMO_CUSTOMER.phone) !== digits(phone)) {
    throw new Error(`order ${orderNumber} goes to ${order.address.phone}, not ${phone}`);
  }
  const shippedAt = Math.max(order.createdAt + 2 * HOUR, api.clock.unixSeconds() - HOUR);
  await putOrderInStatus(api, orderNumber, 'shipped', { shippedAt, waybill });
};

/** Provider states the shipment-service interactions name. */
export const shipmentStates: ProviderStates = {
  /** Order `orderNumber` of the demo customer (phone `phone`) is shipped with waybill `waybill`; the service has its journey. */
  'an order of the demo customer is on its way': (api, params) =>
    givenShippedOrder(api, nonEmptyText(params.orderNumber, 'orderNumber'), nonEmptyText(params.waybill, 'waybill'), nonEmptyText(params.phone, 'phone')),
  /** The service knows no shipment for order `id`: no order has that number, waybill or shipment id. */
  'no shipment has the id': (api, params) => {
    const id = nonEmptyText(params.id, 'id').toUpperCase();
    api.db.orders.deleteMany((q) => q.where((order) => order.ordersn.toUpperCase() === id || order.shipping.waybill?.toUpperCase() === id));
  },
};
