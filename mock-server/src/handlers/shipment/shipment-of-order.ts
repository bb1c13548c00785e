import type { Database } from '../../db/database';
import type { OrderRecord } from '../../db/orders';
import { isDelivered, scansSoFar, WAREHOUSE_CITY, journeyOfOrder } from '../orders/courier-journey';
import { wibDay } from '../store-time';

const HOUR = 3600;

/**
 * A parcel as the shipment service tracks it, read from the order the store API answers with (one
 * record, two services): the same items, courier, waybill, recipient and scans. The service
 * knows an order once it is shipped.
 */
export interface Shipment {
  readonly shipmentId: string;
  readonly orderNumber: string;
  readonly waybill: string | null;
  readonly courier: string;
  readonly courierService: string;
  readonly status: 'in_transit' | 'delivered';
  readonly statusText: string;
  readonly shippedAt: number;
  readonly estimatedArrival: number;
  readonly origin: string;
  readonly destination: string;
  readonly customer: { readonly name: string; readonly phone: string; readonly email: string; readonly address: string; readonly city: string };
  readonly items: readonly { readonly sku: string; readonly name: string; readonly variant: string; readonly quantity: number; readonly productId: number }[];
  /** The courier's scans the clock has reached, oldest first. */
  readonly scans: readonly { readonly time: number; readonly description: string; readonly location: string }[];
  /** The store's fulfilment steps in order; `time` null while not done. */
  readonly steps: readonly { readonly code: string; readonly label: string; readonly time: number | null }[];
}

/** `SHP-20261116-0042`: the day the parcel left and the order's own number. */
export const shipmentIdOf = (order: Pick<OrderRecord, 'ordersn' | 'shippedAt'>): string | null =>
  order.shippedAt === null ? null : `SHP-${wibDay(order.shippedAt)}-${order.ordersn.slice(order.ordersn.lastIndexOf('-') + 1)}`;

/** The order's variant as a shopper reads it: "Sofa Aruna - Abu-abu" → "Abu-abu". */
const variantOf = (item: OrderRecord['items'][number]) =>
  item.nameLong.startsWith(`${item.nameShort} - `) ? item.nameLong.slice(item.nameShort.length + 3) : item.nameLong;

/** The shipment of a shipped (or completed) order at `now`; null before it is shipped. */
export const shipmentOfOrder = (db: Database, order: OrderRecord, now: number): Shipment | null => {
  const journey = journeyOfOrder(order);
  const shipmentId = shipmentIdOf(order);
  if (order.shippedAt === null || journey === null || shipmentId === null || (order.status !== 'shipped' && order.status !== 'completed')) return null;
  const delivered = isDelivered(order, now);
  const handedOver = delivered ? (scansSoFar(order, now).at(-1)?.at ?? order.completedAt) : null;
  const email = db.customers.findFirst((q) => q.where({ id: order.customerId }))?.email ?? '';
  return {
    shipmentId,
    orderNumber: order.ordersn,
    waybill: order.shipping.waybill,
    courier: order.shipping.courier,
    courierService: order.shipping.service,
    status: delivered ? 'delivered' : 'in_transit',
    statusText: delivered ? 'Terkirim' : 'Dalam perjalanan',
    shippedAt: order.shippedAt,
    estimatedArrival: journey.deliveredAt,
    origin: WAREHOUSE_CITY,
    destination: order.address.cityName,
    customer: {
      name: order.address.recipient,
      phone: order.address.phone,
      email,
      address: `${order.address.text}, ${order.address.cityName}`,
      city: order.address.cityName,
    },
    items: order.items.map((item) => ({
      sku: `MORE-${item.productId}-${item.variantId}`,
      name: item.nameShort,
      variant: variantOf(item),
      quantity: item.quantity,
      productId: item.productId,
    })),
    scans: scansSoFar(order, now).map((event) => ({ time: event.at, description: event.description, location: event.location ?? order.address.cityName })),
    steps: [
      { code: 'ordered', label: 'Pesanan dibuat', time: order.createdAt },
      { code: 'paid', label: 'Pembayaran diterima', time: order.paidAt },
      // Packed in the warehouse the morning it left.
      { code: 'packed', label: 'Pesanan dikemas', time: order.shippedAt - 3 * HOUR },
      { code: 'shipped', label: 'Pesanan dikirim', time: order.shippedAt },
      { code: 'delivered', label: 'Pesanan diterima', time: handedOver },
    ],
  };
};
