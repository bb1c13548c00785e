import { token } from '../shared/token';
import type { ShipmentView } from './shipment-disclosure';
import type { ShipmentLookupForm } from './shipment-lookup';

/**
 * The shipment service as a shopper's page reaches it: through the
 * storefront's own server, which alone holds the service's credential (issue
 * 20, "Must not send the shipment service's credentials to the browser") and
 * decides how much of the customer the asker may see (shipment-disclosure.ts).
 * Failures are StoreFailures whose message is document 2 §8's: the service's
 * message or "Failed to get tracking data" for tracking, "Failed to get
 * customer data" for the lookup; a 422 names the fields it found wrong.
 */
export interface ShipmentDesk {
  /**
   * A shipment by its number (shipment id, order number or waybill), the
   * customer masked unless the logged-in shopper's session owns the order.
   */
  track(shipmentNumber: string): Promise<ShipmentView>;
  /** The shipment of an order found by its order number and the customer's phone, the customer in full. */
  lookup(form: ShipmentLookupForm): Promise<ShipmentView>;
}

export const ShipmentDeskToken = token<ShipmentDesk>('ShipmentDesk');
