import type { ShipmentAnswer, ShipmentCustomerWire, TrackedShipmentWire } from '@more/adapters/wire';
import { HttpResponse, type HttpHandler } from 'msw';
import type { MockContext, ShipmentFault } from '../context';
import type { Router } from '../router';
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
 * own credential (the router answers 401 without it). A shipment is found by
 * its id, its order number or its waybill; the customer by phone and order
 * number together.
 */
export const shipmentHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  router.shipment('GET api/v1/shipment/get/{id}', ({ params, origin }) => {
    if (ctx.shipmentFaults.track) return failing(ctx.shipmentFaults.track);
    const id = params.id ?? '';
    const shipment = ctx.db.shipments.findFirst((q) =>
      q.where((s) => sameText(s.shipmentId, id) || sameText(s.orderNumber, id) || (s.waybill !== null && sameText(s.waybill, id))),
    );
    return shipment ? found(toTrackedShipmentWire(shipment, origin)) : missing('Data pengiriman tidak ditemukan');
  }),

  router.shipment('GET api/v1/customer/get/{a}/{b}', ({ params }) => {
    if (ctx.shipmentFaults.customer) return failing(ctx.shipmentFaults.customer);
    const phone = phoneDigits(params.a ?? '');
    const orderNumber = params.b ?? '';
    const shipment =
      phone === ''
        ? undefined
        : ctx.db.shipments.findFirst((q) => q.where((s) => sameText(s.orderNumber, orderNumber) && phoneDigits(s.customer.phone) === phone));
    return shipment ? found(toShipmentCustomerWire(shipment)) : missing('Data pelanggan tidak ditemukan');
  }),
];
