/**
 * A shipment as the multichannel shipment service tracks it (document 2 §7:
 * "result holds general_information, item_list, resi_tracking,
 * fulfillment_step, customer_info"; document 1 §3, "Shipment tracking").
 * Times are milliseconds since the epoch.
 */
export interface TrackedShipment {
  /** general_information */
  readonly shipmentId: string;
  /** The store's order number (ordersn), e.g. MORE-20261115-0042. */
  readonly orderNumber: string;
  /** The courier's waybill (resi), null until the parcel is handed over. */
  readonly waybill: string | null;
  readonly courier: string;
  readonly service: string;
  /** The service's status code and its words for it, e.g. "Dalam perjalanan". */
  readonly status: string;
  readonly statusText: string;
  readonly shippedAt: number | null;
  readonly estimatedArrival: number | null;
  readonly origin: string;
  readonly destination: string;
  /** item_list */
  readonly items: readonly TrackedShipmentItem[];
  /** resi_tracking: the courier's scans, newest first. */
  readonly events: readonly TrackedShipmentEvent[];
  /** fulfillment_step: the store's steps from order to delivery, in order. */
  readonly steps: readonly TrackedShipmentStep[];
  /** customer_info */
  readonly customer: TrackedShipmentCustomer;
}

export interface TrackedShipmentItem {
  readonly sku: string;
  readonly name: string;
  readonly variant: string;
  readonly quantity: number;
  readonly imageUrl: string | null;
}

export interface TrackedShipmentEvent {
  readonly time: number;
  readonly description: string;
  readonly location: string;
}

export interface TrackedShipmentStep {
  readonly code: string;
  readonly label: string;
  readonly done: boolean;
  /** When the step was done; null while it is not. */
  readonly time: number | null;
}

export interface TrackedShipmentCustomer {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
}

/** The customer an order belongs to, found by phone and order number (omnitracking's check); contact details masked. */
export interface ShipmentCustomer {
  readonly name: string;
  /** Masked, e.g. "0812****7890". */
  readonly phone: string;
  /** Masked, e.g. "pe****@more.test". */
  readonly email: string;
  readonly city: string;
  readonly orderNumber: string;
  /** The id to track the order's shipment by. */
  readonly shipmentId: string;
}

/** Document 2 §8: "Tracking failure: server message or 'Failed to get tracking data'". */
export const TRACKING_FAILED_MESSAGE = 'Failed to get tracking data';
/** Document 2 §8: "Customer lookup failure: 'Failed to get customer data'". */
export const CUSTOMER_LOOKUP_FAILED_MESSAGE = 'Failed to get customer data';

/** What the shopper reads when tracking fails: the service's own message when it gave one. */
export const trackingFailureMessage = (serverMessage: string | null | undefined): string =>
  serverMessage?.trim() ? serverMessage.trim() : TRACKING_FAILED_MESSAGE;

/** The step the shipment is at: the first not done, or null when every step is done. */
export const currentStep = (shipment: Pick<TrackedShipment, 'steps'>): TrackedShipmentStep | null =>
  shipment.steps.find((step) => !step.done) ?? null;
