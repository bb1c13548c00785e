import type { ShipmentAnswer, ShipmentCustomerWire, TrackedShipmentWire } from '@more/adapters/wire';
import { HttpResponse, type HttpHandler } from 'msw';
import type { MockContext, ShipmentFault } from '../context';
import type { Router } from '../router';
import type { OrderRecord } from '../../db/orders';
import { type Shipment, shipmentIdOf, shipmentOfOrder } from './shipment-of-order';
import { toShipmentCustomerWire, toTrackedShipmentWire } from './shipment-wire';

/** The shipment service's own envelope: `{ status, message, result }`. */
const found = (result: TrackedShipmentWire | ShipmentCustomerWire) =>
  HttpResponse.json<ShipmentAnswer<typeof result>>({ status: true, message: 'Data ditemukan', result });
const missing = (message: string) => HttpResponse.json<ShipmentAnswer<never>>({ status: false, message, result: null }, { status: 404 });

/** The failure a test asked for: the service's envelope with its message, or a gateway's HTML page. */
const failing = (fault: ShipmentFault) =>
  fault.message === null
    ? new HttpResponse('<html><body>Bad Gateway</body></html>', { status: fault.status, headers: { 'content-type': 'text/html' } })
    : HttpResponse.json<ShipmentAnswer<never>>({ status: false, message: fault.message, result: null }, { status: fault.status });

const sameText = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
/** 0812…, 62812… and +62812… are the same phone. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^62/, '0');

/**
 * The multichannel shipment service (document 2 §7): a separate host with its
 * own credential (the router answers 401 without it). It tracks the orders the
 * store API answers with, once shipped (shipment-of-order.ts). A shipment is
 * found by its id, its order number or its waybill; the customer by phone and
 * order number together.
 */
export const shipmentHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  /** The shipment of the first shipped order `matches` finds, as it stands on the mock's clock. */
  const shipmentWhere = (matches: (order: OrderRecord) => boolean): Shipment | null => {
    const now = ctx.clock.unixSeconds();
    for (const order of ctx.db.orders.findMany((q) => q.where((record) => record.shippedAt !== null && matches(record)))) {
      const shipment = shipmentOfOrder(ctx.db, order, now);
      if (shipment) return shipment;
    }
    return null;
  };
  return [
    router.shipment('GET api/v1/shipment/get/{id}', ({ params, origin }) => {
      if (ctx.shipmentFaults.track) return failing(ctx.shipmentFaults.track);
      const id = params.id ?? '';
      const shipment = shipmentWhere(
        (order) => sameText(order.ordersn, id) || (order.shipping.waybill !== null && sameText(order.shipping.waybill, id)) || sameText(shipmentIdOf(order) ?? '', id),
      );
      return shipment ? found(toTrackedShipmentWire(shipment, origin)) : missing('Data pengiriman tidak ditemukan');
    }),

    router.shipment('GET api/v1/customer/get/{a}/{b}', ({ params }) => {
      if (ctx.shipmentFaults.customer) return failing(ctx.shipmentFaults.customer);
      const phone = phoneDigits(params.a ?? '');
      const orderNumber = params.b ?? '';
      // The recipient's phone, or the account's: either proves the asker knows the order.
      const accountPhone = (order: OrderRecord) => phoneDigits(ctx.db.customers.findFirst((q) => q.where({ id: order.customerId }))?.phone ?? '');
      const shipment =
        phone === ''
          ? null
          : shipmentWhere((order) => sameText(order.ordersn, orderNumber) && (phoneDigits(order.address.phone) === phone || accountPhone(order) === phone));
      return shipment ? found(toShipmentCustomerWire(shipment)) : missing('Data pelanggan tidak ditemukan');
    }),
  ];
};
