import type { ShipmentCustomerView, ShipmentView } from '@more/core';
import { toTrackedShipmentParts } from '../shipment/shipment.mapper';
import type { ShipmentDeskWire } from './shipment-desk.wire';

/** `2026-11-16T09:00:00+07:00`: a time as the store writes it (WIB). */
const storeTime = (epochMs: number): string => `${new Date(epochMs + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
const storeTimeOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : storeTime(epochMs));

export const toShipmentView = (wire: ShipmentDeskWire): ShipmentView => ({
  ...toTrackedShipmentParts(wire),
  customer:
    wire.customer.disclosure === 'full'
      ? { disclosure: 'full', name: wire.customer.name, phone: wire.customer.phone, address: wire.customer.address, city: wire.customer.city }
      : { disclosure: 'masked', firstName: wire.customer.first_name, city: wire.customer.city },
});

const toCustomerWire = (customer: ShipmentCustomerView): ShipmentDeskWire['customer'] =>
  customer.disclosure === 'full'
    ? { disclosure: 'full', name: customer.name, phone: customer.phone, address: customer.address, city: customer.city }
    : { disclosure: 'masked', first_name: customer.firstName, city: customer.city };

/** What the storefront's server answers: the view core decided, written in the desk's wire. */
export const toShipmentDeskWire = (view: ShipmentView): ShipmentDeskWire => ({
  general_information: {
    shipment_id: view.shipmentId,
    order_number: view.orderNumber,
    waybill: view.waybill,
    courier: view.courier,
    courier_service: view.service,
    status: view.status,
    status_text: view.statusText,
    shipped_at: storeTimeOrNull(view.shippedAt),
    estimated_arrival: storeTimeOrNull(view.estimatedArrival),
    origin: view.origin,
    destination: view.destination,
  },
  item_list: view.items.map((item) => ({ sku: item.sku, name: item.name, variant: item.variant, quantity: item.quantity, image_url: item.imageUrl })),
  resi_tracking: view.events.map((scan) => ({ time: storeTime(scan.time), description: scan.description, location: scan.location })),
  fulfillment_step: view.steps.map((step) => ({ code: step.code, label: step.label, done: step.done, time: storeTimeOrNull(step.time) })),
  customer: toCustomerWire(view.customer),
});
