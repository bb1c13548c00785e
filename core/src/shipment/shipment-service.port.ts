import { token } from '../shared/token';
import type { ShipmentCustomer, TrackedShipment } from './tracked-shipment';

/**
 * The multichannel shipment service: a separate host called with its fixed
 * embedded credential (document 2 §6, §7). Failures reach the shopper as
 * document 2 §8 says: a StoreFailure whose message is the service's message or
 * TRACKING_FAILED_MESSAGE for tracking, CUSTOMER_LOOKUP_FAILED_MESSAGE for the
 * customer lookup.
 */
export interface ShipmentService {
  /** `GET api/v1/shipment/get/{id}`: `id` is the order number (ordersn) or the courier's waybill. */
  track(shipmentId: string): Promise<TrackedShipment>;
  /** `GET api/v1/customer/get/{a}/{b}`: `a` the customer's phone, `b` the order number. */
  findCustomer(phone: string, orderNumber: string): Promise<ShipmentCustomer>;
}

export const ShipmentServiceToken = token<ShipmentService>('ShipmentService');
