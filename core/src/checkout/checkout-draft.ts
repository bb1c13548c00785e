import { token } from '../shared/token';
import type { CheckoutOrder } from './checkout-order';
import { type CheckoutState, initialCheckoutState, progressOf } from './checkout-state';
import { type CheckoutStep, stepIndex } from './checkout-step';
import { furthestStep } from './step-requirements';
import type { AppliedVoucher } from './voucher';

/**
 * What the checkout keeps between page loads: the shopper's choices and the
 * step they are on, so a reload (or a Back into the store and a return)
 * shows what was chosen. Totals are not kept: they are the server's, asked
 * again on review.
 */
export interface CheckoutDraft {
  readonly step: CheckoutStep;
  readonly order: CheckoutOrder;
  readonly voucher: AppliedVoucher | null;
  /**
   * The idempotency key of a submit that may have reached the server: one on
   * its way, or one whose answer was lost. A reload during the request keeps
   * it, so the next "Buat Pesanan" is the same submit and the server answers
   * with the order it made, never a second one. Null otherwise.
   */
  readonly submitKey: string | null;
}

/** Where the draft is kept (browser storage on the web). */
export interface CheckoutDraftStore {
  /** The draft, or null when none is kept (or it is unreadable, or another shopper's). */
  load(): CheckoutDraft | null;
  save(draft: CheckoutDraft): void;
  clear(): void;
}

export const CheckoutDraftStoreToken = token<CheckoutDraftStore>('CheckoutDraftStore');

/** Keeps nothing: a checkout that forgets on reload (tests, the server). */
export const noCheckoutDraft: CheckoutDraftStore = {
  load: () => null,
  save: () => undefined,
  clear: () => undefined,
};

/**
 * The draft of a checkout, or null when there is nothing worth keeping: no
 * items, or an order already placed ("cleared when the order is placed").
 */
export const draftOf = (state: CheckoutState, submitKey: string | null = null): CheckoutDraft | null =>
  state.placed !== null || state.order.items.length === 0 ? null : { step: state.step, order: state.order, voucher: state.voucher, submitKey };

/**
 * The checkout a kept draft stands for. Its step is no further than its
 * choices allow (review waits for a summary, which is asked again), and a
 * voucher counts only while the order still carries its code.
 */
export const checkoutFromDraft = (draft: CheckoutDraft): CheckoutState => {
  const voucher = draft.voucher !== null && draft.voucher.code === draft.order.voucherCode ? draft.voucher : null;
  const restored: CheckoutState = {
    ...initialCheckoutState(draft.order.items),
    order: { ...draft.order, voucherCode: voucher ? draft.order.voucherCode : null },
    voucher,
  };
  const allowed = furthestStep(progressOf(restored));
  const step = draft.step === 'success' ? 'review' : draft.step;
  return { ...restored, step: stepIndex(step) > stepIndex(allowed) ? allowed : step };
};
