import type { StoreFailure } from '../shared/failure';
import { type Loadable, idle } from '../shared/loadable';
import { type CheckoutItem, type CheckoutOrder, emptyCheckoutOrder } from './checkout-order';
import type { CheckoutStep } from './checkout-step';
import type { CheckoutSummary } from '../orders/checkout-summary';
import type { PlacedOrder } from './placed-order';
import type { CheckoutProgress, Requirement } from './step-requirements';
import type { AppliedVoucher } from './voucher';

/** Where saving the order stands. */
export type PlacingStatus =
  | { readonly status: 'idle' }
  | { readonly status: 'placing' }
  /**
   * The server answered 403 with new totals: the shopper confirms them and
   * submits again. `previous`: the totals the shopper had seen, to say what changed.
   */
  | { readonly status: 'summary-replaced'; readonly previous: CheckoutSummary | null }
  /**
   * The save failed. `sameSubmit`: the order may have been made anyway, and
   * the next placeOrder retries with the same idempotency key.
   */
  | { readonly status: 'failed'; readonly failure: StoreFailure; readonly sameSubmit: boolean }
  | { readonly status: 'placed' };

export interface VoucherError {
  /** What the screen shows: the server's message when it gave one. */
  readonly message: string;
  /** Null when the code was refused before any call (an empty code). */
  readonly failure: StoreFailure | null;
}

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly order: CheckoutOrder;
  /** The server's totals for the order as it is now; idle again after every change of the order. */
  readonly summary: Loadable<CheckoutSummary>;
  readonly voucher: AppliedVoucher | null;
  readonly applyingVoucher: boolean;
  readonly voucherError: VoucherError | null;
  readonly placing: PlacingStatus;
  readonly placed: PlacedOrder | null;
}

export const initialCheckoutState = (items: readonly CheckoutItem[] = []): CheckoutState => ({
  step: 'shipping',
  order: { ...emptyCheckoutOrder, items },
  summary: idle,
  voucher: null,
  applyingVoucher: false,
  voucherError: null,
  placing: { status: 'idle' },
  placed: null,
});

/**
 * What the step rules see. A summary counts only once it has arrived, and not
 * while a voucher is being applied: its totals are about to change.
 */
export const progressOf = (state: CheckoutState): CheckoutProgress => ({
  order: state.order,
  summary: state.summary.status === 'ready' && !state.applyingVoucher ? state.summary.value : null,
  placed: state.placed,
});

/** Why a command that changes the order was not carried out. */
export type ChoiceRefusal =
  | 'order-being-placed'
  | 'order-already-placed'
  | 'address-first'
  | 'tenor-required'
  | 'unknown-tenor';

export type ChoiceOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: ChoiceRefusal };

export type StepOutcome =
  | { readonly ok: true; readonly step: CheckoutStep }
  | {
      readonly ok: false;
      /** Where the shopper may be instead. */
      readonly step: CheckoutStep;
      /** 'order-placed': a placed order is only shown, never edited again. */
      readonly reason: 'incomplete' | 'order-placed';
      readonly missing: readonly Requirement[];
    };

export type VoucherOutcome =
  | { readonly kind: 'applied'; readonly voucher: AppliedVoucher }
  | { readonly kind: 'failed'; readonly message: string; readonly failure: StoreFailure }
  | { readonly kind: 'refused'; readonly reason: 'empty-code' | 'order-being-placed' | 'order-already-placed' }
  /** A newer command (another code, a removal, a reset) took its place; its answer was dropped. */
  | { readonly kind: 'superseded' };

export type PlaceOrderOutcome =
  | { readonly kind: 'placed'; readonly order: PlacedOrder; readonly thanksPath: string }
  | { readonly kind: 'summary-replaced'; readonly summary: CheckoutSummary }
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly sameSubmit: boolean }
  | { readonly kind: 'refused'; readonly missing: readonly Requirement[] }
  /** The checkout was cleared (logout) while the order was being saved; its answer was dropped. */
  | { readonly kind: 'discarded' };

/** Tells the cart which lines were ordered, so it can empty them (`clearAfterOrder`). */
export interface OrderPlaced {
  readonly order: PlacedOrder;
  readonly items: readonly CheckoutItem[];
}
