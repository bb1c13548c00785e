import { BehaviorSubject, type Observable, Subject } from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import type { IdGenerator } from '../shared/ids';
import { idle, loading, failed, ready } from '../shared/loadable';
import type { Navigation } from '../shared/navigation';
import type { ClearedOnLogout } from '../session/participants';
import type { CheckoutApi, SaveOrderResult } from './checkout-api.port';
import type { CheckoutItem, CheckoutOrder, ShippingOption } from './checkout-order';
import {
  type CheckoutState,
  type ChoiceOutcome,
  type ChoiceRefusal,
  initialCheckoutState,
  type OrderPlaced,
  type PlaceOrderOutcome,
  progressOf,
  type StepOutcome,
  type VoucherOutcome,
} from './checkout-state';
import { type CheckoutDraftStore, checkoutFromDraft, draftOf, noCheckoutDraft } from './checkout-draft';
import { type CheckoutStep, stepIndex, stepPath } from './checkout-step';
import type { DeviceTypeStore } from './device-type.port';
import { LatestRequest } from '../shared/latest-request';
import { mayHaveBeenPlaced } from './order-submit';
import { type PaymentMethod, paymentChoiceFor } from './payment-method';
import { canEnter, furthestStep, missingToEnter, missingToPlace } from './step-requirements';
import { PLACED_ORDER_LANDING_PATH, type PlacedOrderConfirmation, placedOrderConfirmation } from './placed-order-confirmation';
import { type PlacedOrderLinks, placedOrderLinks } from './thanks-path';
import { EMPTY_VOUCHER_CODE_MESSAGE, voucherFailureMessage, voucherRequest } from './voucher-request';

const SUMMARY_CALL = 'POST more/transaction/order/pre-checkout-summary';
const SET_VOUCHER_CALL = 'POST more/transaction/cart/set-voucher';
const SAVE_ORDER_CALL = 'POST more/transaction/order';

/**
 * The checkout flow: shipping, payment, review, then the placed order.
 *
 * The summary follows the order: any change of the order makes it stale
 * (idle), and while the shopper is on review it is fetched again at once, so
 * the totals the shopper confirms are always those of the order sent.
 *
 * "One order per submit": a submit is one idempotency key, made at the first
 * placeOrder of an order and sent with every attempt. A placeOrder while one
 * is pending returns that same pending result. When an attempt fails in a way
 * that may have made the order anyway (no answer, 5xx, unreadable answer),
 * the shopper's retry (pressing the button again) is the same submit and
 * reuses the key, so the server can answer with the order it already made.
 * A change of the order, a refusal, or a 403 with new totals ends the submit:
 * the next placeOrder makes a new key.
 *
 * On success the state holds the placed order, `orderPlaced$` tells the cart
 * to empty the ordered lines, and the shopper is sent (replacing review in
 * the history, so Back cannot submit again) to the success step, which
 * confirms the order and offers the ways on (placedOrderConfirmation): pay,
 * the order (where /checkout/thanks would redirect), shopping on.
 *
 * The shopper's choices and step are a draft kept in the draft store: the
 * checkout starts from it, saves it at every change, and clears it once the
 * order is placed, at logout, and when the checkout is emptied.
 */
export class Checkout implements ClearedOnLogout {
  private readonly state: BehaviorSubject<CheckoutState>;
  readonly state$: Observable<CheckoutState>;
  private readonly placedOrders = new Subject<OrderPlaced>();
  /** Connect to the cart's clearAfterOrder in the composition root. */
  readonly orderPlaced$: Observable<OrderPlaced> = this.placedOrders.asObservable();

  private readonly summaryRequests = new LatestRequest();
  private readonly voucherRequests = new LatestRequest();
  private readonly saveRequests = new LatestRequest();
  private pending: Promise<PlaceOrderOutcome> | null = null;
  private submitKey: string | null = null;

  constructor(
    private readonly api: CheckoutApi,
    private readonly ids: IdGenerator,
    private readonly navigation: Navigation,
    private readonly devices: DeviceTypeStore,
    private readonly drafts: CheckoutDraftStore = noCheckoutDraft,
  ) {
    const draft = drafts.load();
    this.state = new BehaviorSubject<CheckoutState>(draft ? checkoutFromDraft(draft) : initialCheckoutState());
    this.state$ = this.state.asObservable();
    // A submit the last page load left open goes on under its key (see CheckoutDraft.submitKey).
    this.submitKey = draft?.submitKey ?? null;
    this.keptDraft = draft ? JSON.stringify(draftOf(this.current, this.submitKey)) : 'null';
    this.state$.subscribe((state) => this.keepDraft(state));
  }

  /** The draft as last written, to write only when it changes (most state changes are loading flags). */
  private keptDraft: string;

  get current(): CheckoutState {
    return this.state.getValue();
  }

  /**
   * Begins a checkout of these items (the selected cart lines) with the cart's
   * note to the seller, which the order carries; anything chosen before is forgotten.
   */
  start(items: readonly CheckoutItem[], note = ''): boolean {
    if (this.pending) return false;
    this.forget();
    const fresh = initialCheckoutState(items);
    this.state.next({ ...fresh, order: { ...fresh.order, note } });
    return true;
  }

  /**
   * "Home sets the checkout order to empty on creation" (document 1 §4).
   * Refused while an order is being saved: that order is on its way and
   * its answer still leads the shopper to it. Refused too while a submit whose
   * answer was lost is open: the server may have made that order, and only the
   * same submit (its key) finds it instead of making a second one.
   */
  reset(): boolean {
    if (this.submitKey !== null) return false;
    return this.start([]);
  }

  /** Logout empties the checkout at once, dropping any answer still on its way. */
  clearOnLogout(): void {
    this.forget();
    this.state.next(initialCheckoutState());
  }

  /** A new address clears the shipping option: its price depended on the old one. */
  chooseAddress(addressId: number): ChoiceOutcome {
    return this.change((order) => ({ ...order, shipping: { addressId, option: null } }));
  }

  chooseShipping(option: ShippingOption): ChoiceOutcome {
    const locked = this.lockedReason();
    if (locked) return this.refuse(locked);
    if (this.current.order.shipping.addressId === null) return this.refuse('address-first');
    return this.change((order) => ({ ...order, shipping: { ...order.shipping, option } }));
  }

  /** A dropshipper's id, or null to send in the shopper's own name. */
  chooseDropship(dropshipperId: number | null): ChoiceOutcome {
    return this.change((order) => ({ ...order, dropship: dropshipperId === null ? null : { dropshipperId } }));
  }

  /** A method, with a tenor in months when it is paid in instalments. */
  choosePayment(method: PaymentMethod, tenorMonths: number | null = null): ChoiceOutcome {
    const locked = this.lockedReason();
    if (locked) return this.refuse(locked);
    const chosen = paymentChoiceFor(method, tenorMonths);
    if (!chosen.ok) return this.refuse(chosen.reason);
    return this.change((order) => ({ ...order, payment: chosen.choice }));
  }

  setNote(note: string): ChoiceOutcome {
    return this.change((order) => ({ ...order, note }));
  }

  /** The buttons: enters the step and goes to its page, or says what is missing. */
  goTo(step: CheckoutStep): StepOutcome {
    const outcome = this.enter(step);
    if (outcome.ok) this.navigation.go(stepPath(step));
    return outcome;
  }

  /** A step's page was opened (a link, Back, a typed address): one that may not be shown yet is replaced. */
  visit(step: CheckoutStep): StepOutcome {
    const outcome = this.enter(step);
    if (!outcome.ok) this.navigation.go(stepPath(outcome.step), { replace: true });
    return outcome;
  }

  /** The placed order's payment guide and its page (as the thanks redirect leads); null until an order is placed. */
  placedOrderLinks(): PlacedOrderLinks | null {
    const { placed } = this.current;
    return placed ? placedOrderLinks(placed, this.devices.storedDeviceType()) : null;
  }

  /** What the success step says of the placed order and where it offers to go; null until an order is placed. */
  placedOrderConfirmation(): PlacedOrderConfirmation | null {
    const { placed } = this.current;
    return placed ? placedOrderConfirmation(placed, this.devices.storedDeviceType()) : null;
  }

  /** Asks the server for the totals of the order; only a complete order has them. */
  async refreshSummary(): Promise<void> {
    if (!canEnter('review', progressOf(this.current))) return;
    const isNewest = this.summaryRequests.begin();
    const order = this.current.order;
    this.update({ summary: loading });
    try {
      const summary = await this.api.preCheckoutSummary(order);
      if (isNewest()) this.update({ summary: ready(summary) });
    } catch (error) {
      if (isNewest()) this.update({ summary: failed(toStoreFailure(error, SUMMARY_CALL)) });
    }
  }

  /**
   * Sends the code upper-cased (document 1 §4) with the fixed voucher request
   * values. "Voucher: a failure clears the applied voucher", and the screen
   * shows the server's message. An empty code is refused without a call and
   * leaves an applied voucher as it is.
   */
  async applyVoucher(code: string): Promise<VoucherOutcome> {
    const locked = this.lockedReason();
    if (locked) return { kind: 'refused', reason: locked };
    const request = voucherRequest(code);
    if (!request) {
      this.update({ voucherError: { message: EMPTY_VOUCHER_CODE_MESSAGE, failure: null } });
      return { kind: 'refused', reason: 'empty-code' };
    }
    const isNewest = this.voucherRequests.begin();
    // While this is true the summary does not count (progressOf): no order is placed on totals about to change.
    this.update({ applyingVoucher: true, voucherError: null });
    try {
      const voucher = await this.api.setVoucher(request);
      if (!isNewest()) return { kind: 'superseded' };
      this.update({ applyingVoucher: false, voucher });
      this.change((order) => ({ ...order, voucherCode: voucher.code }));
      return { kind: 'applied', voucher };
    } catch (error) {
      if (!isNewest()) return { kind: 'superseded' };
      const failure = toStoreFailure(error, SET_VOUCHER_CALL);
      const message = voucherFailureMessage(failure.details.serverMessage);
      this.update({ applyingVoucher: false, voucher: null, voucherError: { message, failure } });
      this.change((order) => ({ ...order, voucherCode: null }));
      return { kind: 'failed', message, failure };
    }
  }

  /**
   * Takes the voucher off. Document 2 has no call for it: the order and its
   * summary are simply sent without the code from now on.
   */
  removeVoucher(): ChoiceOutcome {
    const locked = this.lockedReason();
    if (locked) return this.refuse(locked);
    this.voucherRequests.cancel();
    this.update({ voucher: null, applyingVoucher: false, voucherError: null });
    return this.change((order) => ({ ...order, voucherCode: null }));
  }

  /** Saves the order: one order per submit (see the class comment). Never rejects. */
  placeOrder(): Promise<PlaceOrderOutcome> {
    if (this.pending) return this.pending;
    const state = this.current;
    if (state.placed) {
      const { order } = placedOrderLinks(state.placed, this.devices.storedDeviceType());
      return Promise.resolve({ kind: 'placed', order: state.placed, thanksPath: order });
    }
    const missing = missingToPlace(progressOf(state));
    if (missing.length > 0) return Promise.resolve({ kind: 'refused', missing });
    this.submitKey ??= this.ids();
    this.update({ placing: { status: 'placing' } });
    this.pending = this.save(state.order, this.submitKey);
    return this.pending;
  }

  private async save(order: CheckoutOrder, idempotencyKey: string): Promise<PlaceOrderOutcome> {
    const isNewest = this.saveRequests.begin();
    let result: SaveOrderResult;
    try {
      result = await this.api.saveOrder(order, idempotencyKey);
    } catch (error) {
      if (!isNewest()) return { kind: 'discarded' };
      this.pending = null;
      const failure = toStoreFailure(error, SAVE_ORDER_CALL);
      const sameSubmit = mayHaveBeenPlaced(failure);
      if (!sameSubmit) this.submitKey = null;
      this.update({ placing: { status: 'failed', failure, sameSubmit } });
      return { kind: 'failed', failure, sameSubmit };
    }
    if (!isNewest()) return { kind: 'discarded' };
    this.pending = null;
    if (result.kind === 'summary-replaced') {
      // "A save-transaction answer with status code 403 makes the checkout summary be replaced by the data returned."
      this.submitKey = null;
      const previous = progressOf(this.current).summary;
      this.update({ summary: ready(result.summary), placing: { status: 'summary-replaced', previous }, step: 'review' });
      return { kind: 'summary-replaced', summary: result.summary };
    }
    // The submit is over: its order is made.
    this.submitKey = null;
    const path = placedOrderLinks(result.order, this.devices.storedDeviceType()).order;
    this.update({ placed: result.order, placing: { status: 'placed' }, step: 'success' });
    this.placedOrders.next({ order: result.order, items: order.items });
    this.navigation.go(PLACED_ORDER_LANDING_PATH, { replace: true });
    return { kind: 'placed', order: result.order, thanksPath: path };
  }

  private enter(step: CheckoutStep): StepOutcome {
    const state = this.current;
    if (state.placed && step !== 'success') return { ok: false, step: 'success', reason: 'order-placed', missing: [] };
    const progress = progressOf(state);
    const missing = missingToEnter(step, progress);
    if (missing.length > 0) return { ok: false, step: furthestStep(progress), reason: 'incomplete', missing };
    this.update({ step });
    if (step === 'review' && (state.summary.status === 'idle' || state.summary.status === 'failed')) {
      void this.refreshSummary();
    }
    return { ok: true, step };
  }

  /**
   * Every change of the order ends the current submit, makes the summary
   * stale, and moves the shopper back to the furthest step still allowed.
   */
  private change(edit: (order: CheckoutOrder) => CheckoutOrder): ChoiceOutcome {
    const locked = this.lockedReason();
    if (locked) return this.refuse(locked);
    this.submitKey = null;
    this.summaryRequests.cancel();
    const edited: CheckoutState = { ...this.current, order: edit(this.current.order), summary: idle, placing: { status: 'idle' } };
    const furthest = furthestStep(progressOf(edited));
    const step = stepIndex(edited.step) > stepIndex(furthest) ? furthest : edited.step;
    this.state.next({ ...edited, step });
    if (step === 'review') void this.refreshSummary();
    return { ok: true };
  }

  private lockedReason(): 'order-being-placed' | 'order-already-placed' | null {
    if (this.pending) return 'order-being-placed';
    if (this.current.placed) return 'order-already-placed';
    return null;
  }

  private refuse(reason: ChoiceRefusal): ChoiceOutcome {
    return { ok: false, reason };
  }

  private forget(): void {
    this.summaryRequests.cancel();
    this.voucherRequests.cancel();
    this.saveRequests.cancel();
    this.pending = null;
    this.submitKey = null;
  }

  private keepDraft(state: CheckoutState): void {
    const draft = draftOf(state, this.submitKey);
    const text = JSON.stringify(draft);
    if (text === this.keptDraft) return;
    this.keptDraft = text;
    try {
      if (draft) this.drafts.save(draft);
      else this.drafts.clear();
    } catch {
      // A full or refused storage only costs the draft: the checkout itself goes on.
    }
  }

  private update(patch: Partial<CheckoutState>): void {
    this.state.next({ ...this.current, ...patch });
  }
}
