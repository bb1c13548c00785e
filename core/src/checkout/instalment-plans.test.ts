import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { aBankTransfer, aCreditCardInstalment, InMemoryCheckoutApi } from './fakes';
import { InstalmentPlans, instalmentOffer, monthlyInstalment } from './instalment-plans';

const tenorArb = fc.record({ months: fc.integer({ min: 1, max: 36 }), fee: fc.integer({ min: 0, max: 2_000_000 }) });
const priceArb = fc.integer({ min: 0, max: 500_000_000 });

describe('monthly instalment (price plus the tenor fee, over its months, rounded up to the rupiah)', () => {
  it('collects the whole plan in its months and never a rupiah a month more than needed', () => {
    fc.assert(
      fc.property(priceArb, tenorArb, (price, tenor) => {
        const monthly = monthlyInstalment(price, tenor);
        const total = price + tenor.fee;
        expect(Number.isInteger(monthly)).toBe(true);
        expect(monthly * tenor.months).toBeGreaterThanOrEqual(total);
        expect((monthly - 1) * tenor.months).toBeLessThan(total);
      }),
    );
  });

  it('is exact when the months divide the total, rounds up otherwise', () => {
    expect(monthlyInstalment(3_000_000, { months: 3, fee: 0 })).toBe(1_000_000);
    expect(monthlyInstalment(3_500_000, { months: 3, fee: 0 })).toBe(1_166_667);
    expect(monthlyInstalment(3_500_000, { months: 6, fee: 99_000 })).toBe(599_834);
  });

  it('refuses a negative price or a tenor of no months', () => {
    expect(() => monthlyInstalment(-1, { months: 3, fee: 0 })).toThrow(RangeError);
    expect(() => monthlyInstalment(100, { months: 0, fee: 0 })).toThrow(RangeError);
  });
});

describe('instalment offer for a price', () => {
  it('lists every tenor of every instalment method, shortest first, and heads with the cheapest month', () => {
    const offer = instalmentOffer(
      [aBankTransfer(), aCreditCardInstalment({ tenors: [{ months: 12, fee: 199_000 }, { months: 3, fee: 0 }, { months: 6, fee: 99_000 }] })],
      3_500_000,
    );
    expect(offer?.rows.map((row) => [row.methodName, row.tenorLabel, row.monthlyText, row.feeText])).toEqual([
      ['Cicilan Kartu Kredit', '3 bulan', 'Rp1.166.667/bulan', 'Tanpa biaya'],
      ['Cicilan Kartu Kredit', '6 bulan', 'Rp599.834/bulan', 'Biaya Rp99.000'],
      ['Cicilan Kartu Kredit', '12 bulan', 'Rp308.250/bulan', 'Biaya Rp199.000'],
    ]);
    expect(offer?.headline).toBe('Cicilan mulai Rp308.250/bulan');
  });

  it('heads with the smallest monthly amount of all rows, whatever the methods', () => {
    fc.assert(
      fc.property(priceArb, fc.array(fc.array(tenorArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (price, plans) => {
        const offer = instalmentOffer(plans.map((tenors, i) => aCreditCardInstalment({ code: `m${i}`, tenors })), price)!;
        const cheapest = Math.min(...offer.rows.map((row) => row.monthly));
        expect(offer.cheapestMonthly).toBe(cheapest);
        expect(offer.rows).toHaveLength(plans.flat().length);
      }),
    );
  });

  it('is null when no method is paid in instalments', () => {
    expect(instalmentOffer([aBankTransfer()], 1_000_000)).toBeNull();
    expect(instalmentOffer([aCreditCardInstalment({ tenors: [{ months: 0, fee: 0 }] })], 1_000_000)).toBeNull();
  });
});

describe('InstalmentPlans (GET uni/payment/list, once)', () => {
  it('keeps only the instalment methods, loads once, and retries after a failure', async () => {
    const api = new InMemoryCheckoutApi({ paymentMethods: [aBankTransfer(), aCreditCardInstalment()] });
    const plans = new InstalmentPlans(api);
    api.failNext('paymentMethods', new StoreFailure('network', 'GET uni/payment/list', 'offline'));
    await plans.ensureLoaded();
    expect(plans.current).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    await plans.ensureLoaded();
    expect(plans.current).toEqual({ status: 'ready', value: [aCreditCardInstalment()] });
    await plans.ensureLoaded();
    expect(api.calls.filter((call) => call === 'paymentMethods')).toHaveLength(2);
  });
});
