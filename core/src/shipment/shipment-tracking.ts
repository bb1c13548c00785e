import { BehaviorSubject, type Observable, map } from 'rxjs';
import type { FormOutcome } from '../account/account-forms';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready, whenSettled } from '../shared/loadable';
import type { ShipmentDesk } from './shipment-desk.port';
import { isShipmentNumberOf, type ShipmentView } from './shipment-disclosure';
import { normalOrderNumber, normalPhone, type ShipmentLookupForm } from './shipment-lookup';

const TRACK = 'GET omnitracking/api/shipment/{sn}';
const LOOKUP = 'POST omnitracking/api/shipment/lookup';

export interface ShipmentTrackingState {
  /** The number the page asked for (as in the address), or null before any. */
  readonly shipmentNumber: string | null;
  readonly shipment: Loadable<ShipmentView>;
}

/** A lookup that found the shipment names the number to show it under. */
export type ShipmentLookupOutcome = (FormOutcome & { readonly ok: false }) | { readonly ok: true; readonly shipmentNumber: string };

const start: ShipmentTrackingState = { shipmentNumber: null, shipment: idle };

/**
 * /omnitracking's shipment (document 1 §2, `/omnitracking/{sn?}`): the one
 * tracked by the number in the address, or the one a lookup by order number
 * and phone found. Opening the number already shown keeps it as it is (a
 * lookup's customer in full stays when the page moves to its address); a
 * newer request drops the answer of an older one.
 */
export class ShipmentTracking {
  private readonly state = new BehaviorSubject<ShipmentTrackingState>(start);
  readonly state$: Observable<ShipmentTrackingState> = this.state.asObservable();
  /** Each request's turn: an answer that is not the latest request's is dropped. */
  private turn = 0;

  constructor(private readonly desk: ShipmentDesk) {}

  get current(): ShipmentTrackingState {
    return this.state.getValue();
  }

  /**
   * Shows the shipment with this number: fetched unless it is the one shown
   * or on its way. Resolves once it is settled (the server render waits).
   */
  open(shipmentNumber: string): Promise<Loadable<ShipmentView>> {
    const now = this.current;
    const shown = now.shipment.status === 'ready' && isShipmentNumberOf(now.shipment.value, shipmentNumber);
    const onItsWay = now.shipmentNumber === shipmentNumber && (now.shipment.status === 'loading' || now.shipment.status === 'ready');
    if (shown || onItsWay) {
      if (now.shipmentNumber !== shipmentNumber) this.state.next({ ...now, shipmentNumber });
      return whenSettled(this.state$.pipe(map((state) => state.shipment)));
    }
    return this.fetch(shipmentNumber);
  }

  /** Asks again for the number shown ("Coba Lagi"). */
  retry(): void {
    const { shipmentNumber } = this.current;
    if (shipmentNumber !== null) void this.fetch(shipmentNumber);
  }

  /**
   * Asks again in the background, once the page knows a logged-in shopper
   * (after hydration: the server never knows one): if the session owns the
   * order, the answer names the customer in full and replaces the masked one.
   * Anything else leaves what is shown as it is.
   */
  async revealForOwner(): Promise<void> {
    const now = this.current;
    if (now.shipmentNumber === null || now.shipment.status !== 'ready' || now.shipment.value.customer.disclosure === 'full') return;
    const { shipmentNumber } = now;
    const turn = this.turn;
    try {
      const view = await this.desk.track(shipmentNumber);
      if (turn === this.turn && view.customer.disclosure === 'full') this.state.next({ shipmentNumber, shipment: ready(view) });
    } catch {
      // The masked tracking stays: the owner still sees where the parcel is.
    }
  }

  /**
   * The lookup form: finds the order's shipment by order number and phone
   * (both as the services store them). Found, it is the shipment shown, its
   * customer in full, under its order number.
   */
  async lookup(form: ShipmentLookupForm): Promise<ShipmentLookupOutcome> {
    const turn = ++this.turn;
    try {
      const view = await this.desk.lookup({ orderNumber: normalOrderNumber(form.orderNumber), phone: normalPhone(form.phone) });
      if (turn === this.turn) this.state.next({ shipmentNumber: view.orderNumber, shipment: ready(view) });
      return { ok: true, shipmentNumber: view.orderNumber };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, LOOKUP) };
    }
  }

  /** Logging out: nothing of the customer stays; the page asks again, as a guest. */
  clearOnLogout(): void {
    this.turn++;
    this.state.next(start);
  }

  private async fetch(shipmentNumber: string): Promise<Loadable<ShipmentView>> {
    const turn = ++this.turn;
    this.state.next({ shipmentNumber, shipment: loading });
    let next: Loadable<ShipmentView>;
    try {
      next = ready(await this.desk.track(shipmentNumber));
    } catch (error) {
      next = failed(toStoreFailure(error, TRACK));
    }
    if (turn === this.turn) this.state.next({ shipmentNumber, shipment: next });
    return next;
  }
}
