import { type MockApi, shipmentOnItsWay } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { nonEmptyText } from '../provider/state-params';

/**
 * Order `orderNumber` of the demo customer (phone `phone`) on its way with JNE
 * under waybill `waybill`, as the seed holds it for DEMO_ORDERS.shipped; a
 * state run on another mock makes it anew.
 */
const givenShippedOrder = async (api: MockApi, orderNumber: string, waybill: string, phone: string): Promise<void> => {
  const existing = api.db.shipments.findFirst((q) => q.where({ orderNumber }));
  if (existing && existing.waybill === waybill && existing.customer.phone === phone) return;
  api.db.shipments.deleteMany((q) => q.where({ orderNumber }));
  await api.db.shipments.create(shipmentOnItsWay(api.db, { shipmentId: `SHP-${orderNumber}`, orderNumber, waybill, phone }));
};

/** Provider states the shipment-service interactions name. */
export const shipmentStates: ProviderStates = {
  /** Order `orderNumber` of the demo customer (phone `phone`) is shipped with waybill `waybill`; the service has its journey. */
  'an order of the demo customer is on its way': (api, params) =>
    givenShippedOrder(api, nonEmptyText(params.orderNumber, 'orderNumber'), nonEmptyText(params.waybill, 'waybill'), nonEmptyText(params.phone, 'phone')),
  /** The service knows no shipment for order `id`. */
  'no shipment has the id': (api, params) => {
    const id = nonEmptyText(params.id, 'id');
    api.db.shipments.deleteMany((q) => q.where((s) => s.shipmentId === id || s.orderNumber === id || s.waybill === id));
  },
};
