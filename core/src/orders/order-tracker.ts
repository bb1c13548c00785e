import { BehaviorSubject, type Observable, Subject, of, switchMap } from 'rxjs';
import { type Loadable, idle, loadingThen } from '../shared/loadable';
import type { OrderTracking } from './order-tracking';
import type { OrdersApi } from './orders-api.port';

const CALL = 'POST more/transaction/order/tracking';

/** One line of the tracking timeline: a step of the store's or a scan of the courier's. */
export interface TrackingEntry {
  readonly text: string;
  readonly detail: string | null;
  /** When it happened (ms since the epoch), or null when it has not yet. */
  readonly at: number | null;
  readonly done: boolean;
}

/** What the tracking view shows: the courier line, the store's steps in order, and the courier's scans newest first. */
export interface TrackingTimeline {
  readonly courierText: string;
  readonly waybill: string | null;
  readonly steps: readonly TrackingEntry[];
  readonly scans: readonly TrackingEntry[];
}

export const trackingTimeline = (tracking: OrderTracking): TrackingTimeline => ({
  courierText: [tracking.general.courier, tracking.general.service].filter((part) => part.trim() !== '').join(' '),
  waybill: tracking.general.waybill,
  steps: tracking.steps.map((step) => ({ text: step.label, detail: null, at: step.at, done: step.done })),
  scans: [...tracking.waybillEvents]
    .sort((a, b) => b.at - a.at)
    .map((event) => ({ text: event.description, detail: event.location, at: event.at, done: true })),
});

/** Said when the courier has not scanned the parcel yet. */
export const NO_SCANS_TEXT = 'Belum ada data dari kurir. Nomor resi muncul setelah pesanan dikirim.';

/**
 * An order's tracking (`POST more/transaction/order/tracking`), asked when the
 * shopper opens it: idle → loading → ready or failed. Tracking another order
 * replaces a request on its way. The failure's text is document 2 §8's
 * ("server message or 'Failed to get tracking data'", orderTrackingFailureMessage).
 */
export class OrderTracker {
  private readonly requests = new Subject<string | null>();
  private readonly state = new BehaviorSubject<Loadable<OrderTracking>>(idle);
  readonly state$: Observable<Loadable<OrderTracking>> = this.state.asObservable();
  private requested: string | null = null;

  constructor(private readonly api: Pick<OrdersApi, 'tracking'>) {
    this.requests
      .pipe(
        switchMap((orderNumber) =>
          orderNumber === null
            ? of(idle)
            : loadingThen(() => this.api.tracking(orderNumber), CALL),
        ),
      )
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<OrderTracking> {
    return this.state.getValue();
  }

  /** The order whose tracking is shown or on its way. */
  get orderNumber(): string | null {
    return this.requested;
  }

  /** Asks for the order's tracking (again, for "Coba Lagi"). */
  track(orderNumber: string): void {
    this.requested = orderNumber;
    this.requests.next(orderNumber);
  }

  /** Closing the tracking: an answer on its way is dropped. */
  close(): void {
    this.requested = null;
    this.requests.next(null);
  }

  /** Logging out: nothing of the last customer's shipment stays. */
  clearOnLogout(): void {
    this.close();
  }
}
