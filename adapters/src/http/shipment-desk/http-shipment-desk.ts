import {
  type ShipmentDesk,
  type ShipmentLookupForm,
  type ShipmentView,
  StoreFailure,
  shipmentLookupFailureMessage,
  shipmentTrackingFailureMessage,
  toStoreFailure,
} from '@more/core';
import type { StoreApi } from '../store-api';
import { toShipmentView } from './shipment-desk.mapper';
import { SHIPMENT_DESK_LOOKUP, SHIPMENT_DESK_TRACK, shipmentDeskWire } from './shipment-desk.wire';

/**
 * The shipment service as the page reaches it: the storefront's own
 * endpoints (a StoreApi whose base is the desk's path on the store's origin),
 * with the shopper's bearer token when there is one, so the server can tell
 * the order's owner. Every failure carries document 2 §8's message.
 */
export class HttpShipmentDesk implements ShipmentDesk {
  constructor(private readonly api: StoreApi) {}

  async track(shipmentNumber: string): Promise<ShipmentView> {
    try {
      return toShipmentView(await this.api.call(SHIPMENT_DESK_TRACK, shipmentDeskWire, { params: { sn: shipmentNumber } }));
    } catch (error) {
      throw withMessage(toStoreFailure(error, SHIPMENT_DESK_TRACK), shipmentTrackingFailureMessage);
    }
  }

  async lookup(form: ShipmentLookupForm): Promise<ShipmentView> {
    try {
      return toShipmentView(await this.api.call(SHIPMENT_DESK_LOOKUP, shipmentDeskWire, { json: { order_number: form.orderNumber, phone: form.phone } }));
    } catch (error) {
      throw withMessage(toStoreFailure(error, SHIPMENT_DESK_LOOKUP), shipmentLookupFailureMessage);
    }
  }
}

const withMessage = (failure: StoreFailure, message: (failure: StoreFailure) => string): StoreFailure =>
  new StoreFailure(failure.kind, failure.call, message(failure), failure.details);
