import { StoreFailure } from '../shared/failure';
import type { ShipmentDesk } from './shipment-desk.port';
import { discloseShipment, isShipmentNumberOf, type ShipmentView } from './shipment-disclosure';
import type { ShipmentLookupForm } from './shipment-lookup';
import type { ShipmentService } from './shipment-service.port';
import { aTrackedShipment } from './shipment.fixture';
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

/**
 * The storefront's shipment desk in memory, deciding as the server does: the
 * customer masked unless `ownerOf` says the shopper's session owns the order,
 * in full after a lookup whose phone matches.
 */
export class InMemoryShipmentDesk implements ShipmentDesk {
  readonly asked: string[] = [];
  /** The order numbers the (pretend) logged-in shopper owns. */
  ownedOrders: readonly string[] = [];
  /** Set to make tracking fail with this failure. */
  trackingFailure: StoreFailure | null = null;
  /** Set to hold answers until `release()` (to see loading states). */
  private held: (() => void)[] | null = null;

  constructor(
    private readonly shipments: readonly TrackedShipment[] = [aTrackedShipment()],
    /** The full phone of each order's customer. */
    private readonly phones: Readonly<Record<string, string>> = { 'MORE-20261115-0042': '081234567890' },
  ) {}

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const go of waiting) go();
  }

  async track(shipmentNumber: string): Promise<ShipmentView> {
    this.asked.push(`track ${shipmentNumber}`);
    await this.wait();
    if (this.trackingFailure) throw this.trackingFailure;
    const found = this.shipments.find((s) => isShipmentNumberOf(s, shipmentNumber));
    if (!found) throw new StoreFailure('not-found', 'GET omnitracking/api/shipment/{sn}', 'Data pengiriman tidak ditemukan', { status: 404, serverMessage: 'Data pengiriman tidak ditemukan' });
    const owned = this.ownedOrders.includes(found.orderNumber);
    return discloseShipment(found, owned ? { kind: 'owner', orderNumber: found.orderNumber } : null);
  }

  async lookup(form: ShipmentLookupForm): Promise<ShipmentView> {
    this.asked.push(`lookup ${form.orderNumber} ${form.phone}`);
    await this.wait();
    const found = this.shipments.find((s) => s.orderNumber === form.orderNumber && this.phones[s.orderNumber] === form.phone);
    if (!found) throw new StoreFailure('not-found', 'POST omnitracking/api/shipment/lookup', CUSTOMER_LOOKUP_FAILED_MESSAGE, { status: 404, serverMessage: CUSTOMER_LOOKUP_FAILED_MESSAGE });
    return discloseShipment(found, { kind: 'lookup', orderNumber: found.orderNumber });
  }

  private wait(): Promise<void> {
    const held = this.held;
    return held ? new Promise((resolve) => held.push(resolve)) : Promise.resolve();
  }
}
