import { Collection } from '@msw/data';
import { z } from 'zod';

/** A parcel as the multichannel shipment service tracks it. Times are unix seconds. */
export const shipmentRecord = z.object({
  shipmentId: z.string(),
  orderNumber: z.string(),
  waybill: z.string().nullable(),
  courier: z.string(),
  courierService: z.string(),
  status: z.string(),
  statusText: z.string(),
  shippedAt: z.number().int().nullable(),
  estimatedArrival: z.number().int().nullable(),
  origin: z.string(),
  destination: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string(), city: z.string() }),
  items: z.array(
    z.object({ sku: z.string(), name: z.string(), variant: z.string(), quantity: z.number().int().min(1), productId: z.number().int().nullable() }),
  ),
  /** The courier's scans (resi tracking), oldest first. */
  scans: z.array(z.object({ time: z.number().int(), description: z.string(), location: z.string() })),
  /** The store's fulfilment steps in order; `time` null while not done. */
  steps: z.array(z.object({ code: z.string(), label: z.string(), time: z.number().int().nullable() })),
});
export type ShipmentRecord = z.infer<typeof shipmentRecord>;

/** Collections of the shipment area. */
export const createShipmentCollections = () => ({
  shipments: new Collection({ schema: shipmentRecord }),
});
