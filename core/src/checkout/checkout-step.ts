import * as storePaths from '../shared/store-paths';
/** The steps of /checkout, in the order the shopper goes through them (document 1 §2). */
export const checkoutSteps = ['shipping', 'payment', 'review', 'success'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** "/checkout (default child: shipping), with children: payment, review, success". */
export const checkoutStepPaths: Readonly<Record<CheckoutStep, string>> = {
  shipping: storePaths.checkout,
  payment: storePaths.checkoutPayment,
  review: storePaths.checkoutReview,
  success: storePaths.checkoutSuccess,
};

export const stepPath = (step: CheckoutStep): string => checkoutStepPaths[step];

/** The step a /checkout path shows, or null for a path that is not a step (thanks, information). */
export const stepAtPath = (path: string): CheckoutStep | null => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // The first step's own name is an alias of /checkout, read but never written.
  if (trimmed === `${storePaths.checkout}/shipping`) return 'shipping';
  return checkoutSteps.find((step) => checkoutStepPaths[step] === trimmed) ?? null;
};

export const stepIndex = (step: CheckoutStep): number => checkoutSteps.indexOf(step);

/** The step after this one, or null after the last. */
export const nextStep = (step: CheckoutStep): CheckoutStep | null => checkoutSteps[stepIndex(step) + 1] ?? null;

/** The step before this one, or null before the first. */
export const previousStep = (step: CheckoutStep): CheckoutStep | null => checkoutSteps[stepIndex(step) - 1] ?? null;
