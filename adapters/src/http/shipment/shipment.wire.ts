import * as z from 'zod/mini';
import { text, time } from '../wire-fields';

/**
 * The shipment service's own envelope (it is not the store API): `status`
 * says whether it found what was asked, `message` is its words for the
 * outcome, `result` what the call is about (absent or null on failure).
 */
export const shipmentEnvelopeHead = z.object({
  status: z.boolean(),
  message: z.string(),
});

/** A refusal of the shipment service (401, 404): its `message` is all the storefront reads, and shows. */
export const shipmentRefusalWire = z.object({ message: z.string() });

export const shipmentEnvelope = <Result extends z.ZodMiniType>(result: Result) =>
  z.object({ status: z.boolean(), message: z.string(), result: z.nullable(result) });
/** An answer of the shipment service: `result` is null when `status` is false. */
export type ShipmentAnswer<Result> = { status: boolean; message: string; result: Result | null };

/**
 * `result` of `GET api/v1/shipment/get/{id}` (document 2 §7: "result holds
 * general_information, item_list, resi_tracking, fulfillment_step,
 * customer_info"). `resi_tracking` is the courier's scans, newest first;
 * `fulfillment_step` the store's steps in order.
 */
export const trackedShipmentWire = z.object({
  general_information: z.object({
    shipment_id: text(),
    order_number: text(),
    waybill: z.nullish(z.string()),
    courier: text(),
    courier_service: text(),
    status: text(),
    status_text: text(),
    shipped_at: z.nullish(time()),
    estimated_arrival: z.nullish(time()),
    origin: text(),
    destination: text(),
  }),
  item_list: z.array(
    z.object({
      sku: text(),
      name: text(),
      variant: z.string(),
      quantity: z.number().check(z.int(), z.minimum(1)),
      image_url: z.nullish(z.string()),
    }),
  ),
  resi_tracking: z.array(z.object({ time: time(), description: text(), location: z.string() })),
  fulfillment_step: z.array(z.object({ code: text(), label: text(), done: z.boolean(), time: z.nullish(time()) })),
  customer_info: z.object({ name: text(), phone: text(), address: text(), city: text() }),
});
export type TrackedShipmentWire = z.infer<typeof trackedShipmentWire>;

/** `result` of `GET api/v1/customer/get/{a}/{b}`: the order's customer, contact details masked. */
export const shipmentCustomerWire = z.object({
  name: text(),
  phone: text(),
  email: text(),
  city: text(),
  order_number: text(),
  shipment_id: text(),
});
export type ShipmentCustomerWire = z.infer<typeof shipmentCustomerWire>;
