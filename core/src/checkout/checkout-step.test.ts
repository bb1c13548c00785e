import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextStep, previousStep, stepAtPath, stepPath } from './checkout-step';

// Document 1 §2: "/checkout (default child: shipping), with children: payment, review, success and thanks need login."
describe('checkout steps', () => {
  it('go shipping, payment, review, success, in that order', () => {
    expect(checkoutSteps).toEqual(['shipping', 'payment', 'review', 'success']);
    expect(nextStep('shipping')).toBe('payment');
    expect(nextStep('payment')).toBe('review');
    expect(nextStep('review')).toBe('success');
    expect(nextStep('success')).toBeNull();
    expect(previousStep('success')).toBe('review');
    expect(previousStep('payment')).toBe('shipping');
    expect(previousStep('shipping')).toBeNull();
  });

  it('"/checkout (default child: shipping)": shipping is /checkout itself, the others its children', () => {
    expect(checkoutSteps.map(stepPath)).toEqual(['/checkout', '/checkout/payment', '/checkout/review', '/checkout/success']);
  });

  it('reads the step back from its path, with or without a trailing slash', () => {
    for (const step of checkoutSteps) expect(stepAtPath(stepPath(step))).toBe(step);
    expect(stepAtPath('/checkout/')).toBe('shipping');
    expect(stepAtPath('/checkout/shipping')).toBe('shipping');
    expect(stepAtPath('/checkout/review/')).toBe('review');
  });

  it('does not take thanks, information/{ordersn} or other paths for a step', () => {
    expect(stepAtPath('/checkout/thanks')).toBeNull();
    expect(stepAtPath('/checkout/information/ORD-1')).toBeNull();
    expect(stepAtPath('/cart')).toBeNull();
    expect(stepAtPath('/')).toBeNull();
  });
});
