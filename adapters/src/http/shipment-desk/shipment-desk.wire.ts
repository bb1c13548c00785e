import * as z from 'zod/mini';
import { text } from '../wire-fields';
import { trackedShipmentWire } from '../shipment/shipment.wire';

/*
 * The storefront's own shipment endpoints (web/server/shipment-desk.ts), in
 * the store API's envelope (`success`, `message`, `data`): what the page's
 * browser side reads instead of the shipment service, whose credential stays
 * on the server.
 *
 *   GET  {desk}shipment/{sn}     the shipment, the customer masked unless the bearer token's customer owns the order
 *   POST {desk}shipment/lookup   `{ order_number, phone }`: the order's shipment, the customer in full
 */

/** The customer as the asker may see them: `masked` carries the first name and city only. */
export const shipmentDeskCustomerWire = z.discriminatedUnion('disclosure', [
  z.object({ disclosure: z.literal('masked'), first_name: z.string(), city: z.string() }),
  z.object({ disclosure: z.literal('full'), name: text(), phone: z.string(), address: z.string(), city: z.string() }),
]);

const { customer_info: _customerInfo, ...trackedParts } = trackedShipmentWire.shape;

/** `data` of both endpoints: the service's shipment with `customer` in place of its customer_info. */
export const shipmentDeskWire = z.object({ ...trackedParts, customer: shipmentDeskCustomerWire });
export type ShipmentDeskWire = z.infer<typeof shipmentDeskWire>;

/** The body of `POST {desk}shipment/lookup`. */
export const shipmentLookupRequestWire = z.object({ order_number: z.string(), phone: z.string() });
export type ShipmentLookupRequestWire = z.infer<typeof shipmentLookupRequestWire>;

export const SHIPMENT_DESK_TRACK = 'GET shipment/{sn}' as const;
export const SHIPMENT_DESK_LOOKUP = 'POST shipment/lookup' as const;
