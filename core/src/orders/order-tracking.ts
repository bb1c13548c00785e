import type { StoreFailure } from '../shared/failure';
import type { OrderStatus } from './order-status';

/**
 * An order's tracking (`POST more/transaction/order/tracking`), in the five
 * parts document 1 §3 names: "Shipment tracking: general_information,
 * item_list, resi_tracking, fulfillment_step, customer_info". Times are
 * milliseconds since the epoch.
 */
export interface OrderTracking {
  /** general_information. */
  readonly general: {
    readonly orderNumber: string;
    readonly status: OrderStatus;
    readonly courier: string;
    readonly service: string;
    /** The waybill (resi) once shipped. */
    readonly waybill: string | null;
    readonly shippedAt: number | null;
  };
  /** item_list. */
  readonly items: readonly { readonly name: string; readonly quantity: number; readonly imageUrl: string | null }[];
  /** resi_tracking: the courier's scans of the waybill, oldest first; empty before shipping. */
  readonly waybillEvents: readonly { readonly at: number; readonly description: string; readonly location: string | null }[];
  /** fulfillment_step: the store's steps, in order, each done or not yet. */
  readonly steps: readonly { readonly code: string; readonly label: string; readonly done: boolean; readonly at: number | null }[];
  /** customer_info: who receives the order, where. */
  readonly customer: { readonly name: string; readonly phone: string; readonly address: string };
}

/**
 * Document 2 §8: "Tracking failure: server message or 'Failed to get tracking
 * data'": what the order page shows when `POST more/transaction/order/tracking` fails.
 */
export const ORDER_TRACKING_FAILED_MESSAGE = 'Failed to get tracking data';

export const orderTrackingFailureMessage = (failure: StoreFailure): string =>
  failure.details.serverMessage?.trim() || ORDER_TRACKING_FAILED_MESSAGE;
