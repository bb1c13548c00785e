import type { CheckoutOrder } from './checkout-order';
import { type CheckoutStep, checkoutSteps, stepIndex } from './checkout-step';
import type { CheckoutSummary } from '../orders/checkout-summary';
import type { PlacedOrder } from './placed-order';

/** Where the shopper is in the checkout: what the step rules look at. */
export interface CheckoutProgress {
  readonly order: CheckoutOrder;
  /** The summary, when one has arrived for the order as it is now. */
  readonly summary: CheckoutSummary | null;
  readonly placed: PlacedOrder | null;
}

/** Something a step still lacks before the shopper may go on. */
export type Requirement = 'items' | 'address' | 'shipping-option' | 'payment-method' | 'tenor' | 'summary' | 'placed-order';

/**
 * What a step lacks before the next one can be entered:
 * shipping needs an address and a shipping option (and something to ship);
 * payment needs a method, and a tenor when the method is instalments;
 * review needs a summary, and is left only by placing the order.
 */
export const missingToLeave = (step: CheckoutStep, { order, summary, placed }: CheckoutProgress): Requirement[] => {
  const missing: Requirement[] = [];
  switch (step) {
    case 'shipping':
      if (order.items.length === 0) missing.push('items');
      if (order.shipping.addressId === null) missing.push('address');
      if (order.shipping.option === null) missing.push('shipping-option');
      break;
    case 'payment':
      if (order.payment === null) missing.push('payment-method');
      else if (order.payment.instalment && order.payment.tenor === null) missing.push('tenor');
      break;
    case 'review':
      if (summary === null) missing.push('summary');
      if (placed === null) missing.push('placed-order');
      break;
    case 'success':
      break;
  }
  return missing;
};

/** Everything the steps before `step` still lack, in step order. */
export const missingToEnter = (step: CheckoutStep, progress: CheckoutProgress): Requirement[] =>
  checkoutSteps.slice(0, stepIndex(step)).flatMap((earlier) => missingToLeave(earlier, progress));

/** A step can be entered only when every earlier step's requirements hold. */
export const canEnter = (step: CheckoutStep, progress: CheckoutProgress): boolean =>
  missingToEnter(step, progress).length === 0;

/** The last step the shopper may be on: where a refused or outdated step falls back to. */
export const furthestStep = (progress: CheckoutProgress): CheckoutStep =>
  checkoutSteps.findLast((step) => canEnter(step, progress)) ?? 'shipping';

/**
 * What placing the order still lacks: every step before review done, and a
 * summary the shopper has seen ("review needs a summary").
 */
export const missingToPlace = (progress: CheckoutProgress): Requirement[] => [
  ...missingToEnter('review', progress),
  ...missingToLeave('review', progress).filter((requirement) => requirement !== 'placed-order'),
];
