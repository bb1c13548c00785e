import type { ShipmentCustomerWire, TrackedShipmentWire } from '@more/adapters/wire';
import type { Shipment } from './shipment-of-order';
import { productImageUrl } from '../media';
import { wibIso } from '../store-time';

const timeOrNull = (unixSeconds: number | null) => (unixSeconds === null ? null : wibIso(unixSeconds));

/** "0812****7890": enough for the customer to recognise, too little for anyone else to use. */
export const maskPhone = (phone: string) => (phone.length <= 8 ? phone : `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8)}${phone.slice(-4)}`);

/** "pe****@more.test". */
export const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? email : `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
};

export const toTrackedShipmentWire = (shipment: Shipment, origin: string): TrackedShipmentWire => ({
  general_information: {
    shipment_id: shipment.shipmentId,
    order_number: shipment.orderNumber,
    waybill: shipment.waybill,
    courier: shipment.courier,
    courier_service: shipment.courierService,
    status: shipment.status,
    status_text: shipment.statusText,
    shipped_at: timeOrNull(shipment.shippedAt),
    estimated_arrival: timeOrNull(shipment.estimatedArrival),
    origin: shipment.origin,
    destination: shipment.destination,
  },
  item_list: shipment.items.map((item) => ({
    sku: item.sku,
    name: item.name,
    variant: item.variant,
    quantity: item.quantity,
    image_url: productImageUrl(origin, item.productId, '1'),
  })),
  // The newest scan first, as a courier's tracking page reads.
  resi_tracking: [...shipment.scans]
    .sort((a, b) => b.time - a.time)
    .map((scan) => ({ time: wibIso(scan.time), description: scan.description, location: scan.location })),
  fulfillment_step: shipment.steps.map((step) => ({ code: step.code, label: step.label, done: step.time !== null, time: timeOrNull(step.time) })),
  customer_info: {
    name: shipment.customer.name,
    phone: maskPhone(shipment.customer.phone),
    address: shipment.customer.address,
    city: shipment.customer.city,
  },
});

export const toShipmentCustomerWire = (shipment: Shipment): ShipmentCustomerWire => ({
  name: shipment.customer.name,
  phone: maskPhone(shipment.customer.phone),
  email: maskEmail(shipment.customer.email),
  city: shipment.customer.city,
  order_number: shipment.orderNumber,
  shipment_id: shipment.shipmentId,
});
