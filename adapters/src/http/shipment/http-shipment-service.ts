import {
  CUSTOMER_LOOKUP_FAILED_MESSAGE,
  type ShipmentCustomer,
  type ShipmentService,
  StoreFailure,
  type TrackedShipment,
  toStoreFailure,
  trackingFailureMessage,
} from '@more/core';
import type { CallName } from '../call-name';
import type { ShipmentApi } from './shipment-api';
import { toShipmentCustomer, toTrackedShipment } from './shipment.mapper';
import { shipmentCustomerWire, trackedShipmentWire } from './shipment.wire';

const TRACK: CallName = 'GET api/v1/shipment/get/{id}';
const FIND_CUSTOMER: CallName = 'GET api/v1/customer/get/{a}/{b}';

/**
 * Tracking over the shipment service. Every failure is rethrown with the
 * message document 2 §8 gives the shopper: the service's message or "Failed to
 * get tracking data" for tracking, "Failed to get customer data" for the
 * customer lookup; kind, call and details stay as they were.
 */
export class HttpShipmentService implements ShipmentService {
  constructor(private readonly api: ShipmentApi) {}

  async track(shipmentId: string): Promise<TrackedShipment> {
    try {
      return toTrackedShipment(await this.api.call(TRACK, trackedShipmentWire, { params: { id: shipmentId } }));
    } catch (error) {
      throw withMessage(toStoreFailure(error, TRACK), (failure) => trackingFailureMessage(failure.details.serverMessage));
    }
  }

  async findCustomer(phone: string, orderNumber: string): Promise<ShipmentCustomer> {
    try {
      return toShipmentCustomer(await this.api.call(FIND_CUSTOMER, shipmentCustomerWire, { params: { a: phone, b: orderNumber } }));
    } catch (error) {
      throw withMessage(toStoreFailure(error, FIND_CUSTOMER), () => CUSTOMER_LOOKUP_FAILED_MESSAGE);
    }
  }
}

const withMessage = (failure: StoreFailure, message: (failure: StoreFailure) => string): StoreFailure =>
  new StoreFailure(failure.kind, failure.call, message(failure), failure.details);
