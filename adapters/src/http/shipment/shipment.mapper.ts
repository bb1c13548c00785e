import type { ShipmentCustomer, TrackedShipment } from '@more/core';
import type { ShipmentCustomerWire, TrackedShipmentWire } from './shipment.wire';

const timeOrNull = (time: string | null | undefined): number | null => (time ? Date.parse(time) : null);

/** Everything the service tracked but its customer (customer_info), which each reader shows as it may. */
export const toTrackedShipmentParts = (wire: Omit<TrackedShipmentWire, 'customer_info'>): Omit<TrackedShipment, 'customer'> => {
  const general = wire.general_information;
  return {
    shipmentId: general.shipment_id,
    orderNumber: general.order_number,
    waybill: general.waybill || null,
    courier: general.courier,
    service: general.courier_service,
    status: general.status,
    statusText: general.status_text,
    shippedAt: timeOrNull(general.shipped_at),
    estimatedArrival: timeOrNull(general.estimated_arrival),
    origin: general.origin,
    destination: general.destination,
    items: wire.item_list.map((item) => ({
      sku: item.sku,
      name: item.name,
      variant: item.variant,
      quantity: item.quantity,
      imageUrl: item.image_url || null,
    })),
    events: wire.resi_tracking.map((scan) => ({ time: Date.parse(scan.time), description: scan.description, location: scan.location })),
    steps: wire.fulfillment_step.map((step) => ({ code: step.code, label: step.label, done: step.done, time: timeOrNull(step.time) })),
  };
};

export const toTrackedShipment = (wire: TrackedShipmentWire): TrackedShipment => ({ ...toTrackedShipmentParts(wire), customer: { ...wire.customer_info } });

export const toShipmentCustomer = (wire: ShipmentCustomerWire): ShipmentCustomer => ({
  name: wire.name,
  phone: wire.phone,
  email: wire.email,
  city: wire.city,
  orderNumber: wire.order_number,
  shipmentId: wire.shipment_id,
});
