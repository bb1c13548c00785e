import { StoreFailure } from '../shared/failure';
import type { ShipmentService } from './shipment-service.port';
import { CUSTOMER_LOOKUP_FAILED_MESSAGE, type ShipmentCustomer, type TrackedShipment, trackingFailureMessage } from './tracked-shipment';

export * from './shipment.fixture';

/**
 * The shipment service in memory: shipments by order number or waybill,
 * customers by phone and order number; unknown ones fail with the messages of
 * document 2 §8, as the adapter's failures do.
 */
export class InMemoryShipmentService implements ShipmentService {
  readonly asked: string[] = [];
  /** Set to make tracking fail as the service would, with this message (null: no message). */
  trackingFailure: { readonly serverMessage: string | null } | null = null;

  constructor(
    private readonly shipments: readonly TrackedShipment[] = [],
    private readonly customers: readonly (ShipmentCustomer & { readonly fullPhone: string })[] = [],
  ) {}

  track(shipmentId: string): Promise<TrackedShipment> {
    this.asked.push(`track ${shipmentId}`);
    const call = 'GET api/v1/shipment/get/{id}';
    const found = this.shipments.find((s) => s.shipmentId === shipmentId || s.orderNumber === shipmentId || s.waybill === shipmentId);
    if (this.trackingFailure || !found) {
      const serverMessage = this.trackingFailure?.serverMessage ?? null;
      return Promise.reject(
        new StoreFailure('not-found', call, trackingFailureMessage(serverMessage), serverMessage ? { status: 404, serverMessage } : { status: 404 }),
      );
    }
    return Promise.resolve(found);
  }

  findCustomer(phone: string, orderNumber: string): Promise<ShipmentCustomer> {
    this.asked.push(`findCustomer ${phone} ${orderNumber}`);
    const found = this.customers.find((c) => c.fullPhone === phone && c.orderNumber === orderNumber);
    if (!found) return Promise.reject(new StoreFailure('not-found', 'GET api/v1/customer/get/{a}/{b}', CUSTOMER_LOOKUP_FAILED_MESSAGE, { status: 404 }));
    const { fullPhone: _fullPhone, ...customer } = found;
    return Promise.resolve(customer);
  }
}
