import { describe, expect, it } from 'vitest';
import { aBankTransfer, aCreditCardInstalment } from './checkout.fixture';
import { isInstalment, paymentChoiceFor } from './payment-method';

// Document 1 §3: "Checkout: shipping, payment, dropship, order, items, tenor, fee, summary".
describe('choosing how to pay', () => {
  it('takes a method paid at once with its fee, and no tenor', () => {
    expect(isInstalment(aBankTransfer())).toBe(false);
    expect(paymentChoiceFor(aBankTransfer())).toEqual({
      ok: true,
      choice: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4000 },
    });
    expect(paymentChoiceFor(aBankTransfer(), 6)).toEqual(paymentChoiceFor(aBankTransfer()));
  });

  it('"a tenor when the method is instalments": refuses an instalment method without one of its tenors', () => {
    expect(isInstalment(aCreditCardInstalment())).toBe(true);
    expect(paymentChoiceFor(aCreditCardInstalment())).toEqual({ ok: false, reason: 'tenor-required' });
    expect(paymentChoiceFor(aCreditCardInstalment(), 24)).toEqual({ ok: false, reason: 'unknown-tenor' });
  });

  it('takes the chosen tenor\'s fee for instalments', () => {
    expect(paymentChoiceFor(aCreditCardInstalment(), 6)).toEqual({
      ok: true,
      choice: { methodCode: 'cc-cicilan', instalment: true, tenor: 6, fee: 90000 },
    });
  });
});
