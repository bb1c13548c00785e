import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { flush, setupCheckout, toReview } from './checkout-harness.fixture';
import { EMPTY_VOUCHER_CODE_MESSAGE, VOUCHER_FAILED_MESSAGE } from './voucher-request';

const expired = new StoreFailure('rejected', 'POST more/transaction/cart/set-voucher', 'Unprocessable', {
  status: 422,
  serverMessage: 'Voucher sudah kedaluwarsa',
});

describe('the voucher at checkout', () => {
  it('"The code is sent upper-cased" with "address_code 54, payment_code 1, device web" (document 2 §5, §9)', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    const outcome = await checkout.applyVoucher(' hemat50 ');
    expect(api.voucherRequests).toEqual([{ code: 'HEMAT50', addressCode: 54, paymentCode: 1, device: 'web' }]);
    expect(outcome).toEqual({ kind: 'applied', voucher: checkout.current.voucher });
  });

  it('holds "potongan" and "grandTotalDiskon" (document 1 §3) and sends the code with the order', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    await checkout.applyVoucher('hemat50');
    expect(checkout.current.voucher).toEqual({ code: 'HEMAT50', discount: 50_000, grandTotalAfterDiscount: 3_729_000 });
    expect(checkout.current.order.voucherCode).toBe('HEMAT50');
    await flush();
    expect(api.summaryRequests.at(-1)?.voucherCode).toBe('HEMAT50');
    expect(checkout.current.summary).toMatchObject({ status: 'ready', value: { discountAmount: 50_000, grandTotal: 3_729_000 } });
  });

  describe('"Voucher: a failure clears the applied voucher" (document 1 §4, document 2 §4 and §8)', () => {
    it('clears the applied voucher and shows the server\'s message', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      await checkout.applyVoucher('HEMAT50');
      api.failNext('setVoucher', expired);
      const outcome = await checkout.applyVoucher('LAMA2025');
      expect(outcome).toEqual({ kind: 'failed', message: 'Voucher sudah kedaluwarsa', failure: expired });
      expect(checkout.current.voucher).toBeNull();
      expect(checkout.current.order.voucherCode).toBeNull();
      expect(checkout.current.voucherError).toEqual({ message: 'Voucher sudah kedaluwarsa', failure: expired });
      await flush();
      expect(api.summaryRequests.at(-1)?.voucherCode).toBeNull();
    });

    it('clears it too when the answer never came, with a general message', async () => {
      const { api, checkout } = setupCheckout();
      await toReview(checkout);
      await checkout.applyVoucher('HEMAT50');
      api.failNext('setVoucher', new Error('Failed to fetch'));
      await checkout.applyVoucher('HEMAT50');
      expect(checkout.current.voucher).toBeNull();
      expect(checkout.current.voucherError?.message).toBe(VOUCHER_FAILED_MESSAGE);
      expect(checkout.current.voucherError?.failure).toMatchObject({ kind: 'network', call: 'POST more/transaction/cart/set-voucher' });
    });

    it('shows an unknown code\'s refusal', async () => {
      const { checkout } = setupCheckout();
      await toReview(checkout);
      expect(await checkout.applyVoucher('salah')).toMatchObject({ kind: 'failed', message: 'Voucher tidak ditemukan' });
    });
  });

  it('refuses an empty code without a call, leaving an applied voucher as it is', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    await checkout.applyVoucher('HEMAT50');
    expect(await checkout.applyVoucher('   ')).toEqual({ kind: 'refused', reason: 'empty-code' });
    expect(api.voucherRequests).toHaveLength(1);
    expect(checkout.current.voucher?.code).toBe('HEMAT50');
    expect(checkout.current.voucherError).toEqual({ message: EMPTY_VOUCHER_CODE_MESSAGE, failure: null });
  });

  it('clears an earlier error when a code is tried again', async () => {
    const { checkout } = setupCheckout();
    await toReview(checkout);
    await checkout.applyVoucher('salah');
    const applying = checkout.applyVoucher('HEMAT50');
    expect(checkout.current).toMatchObject({ applyingVoucher: true, voucherError: null });
    await applying;
    expect(checkout.current.applyingVoucher).toBe(false);
  });

  it('lets only the newest code decide, whatever order the answers arrive in', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    api.hold('setVoucher');
    api.failNext('setVoucher', expired);
    const older = checkout.applyVoucher('LAMA2025');
    const newer = checkout.applyVoucher('HEMAT50');
    api.release('setVoucher');
    expect(await older).toEqual({ kind: 'superseded' });
    expect(checkout.current).toMatchObject({ voucherError: null, applyingVoucher: true });
    api.release('setVoucher');
    expect(await newer).toMatchObject({ kind: 'applied' });
    api.hold('setVoucher');
    const late = checkout.applyVoucher('HEMAT50');
    checkout.removeVoucher();
    api.releaseAll('setVoucher');
    expect(await late).toEqual({ kind: 'superseded' });
    expect(checkout.current.voucher).toBeNull();
  });

  it('takes a voucher off without a call; the summary is counted again without it', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    await checkout.applyVoucher('HEMAT50');
    await flush();
    expect(checkout.removeVoucher()).toEqual({ ok: true });
    expect(checkout.current).toMatchObject({ voucher: null, voucherError: null, order: { voucherCode: null } });
    await flush();
    expect(api.voucherRequests).toHaveLength(1);
    expect(checkout.current.summary).toMatchObject({ status: 'ready', value: { discountAmount: 0 } });
  });

  it('places no order on totals about to change while a code is being applied', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    api.hold('setVoucher');
    const applying = checkout.applyVoucher('HEMAT50');
    expect(await checkout.placeOrder()).toEqual({ kind: 'refused', missing: ['summary'] });
    api.releaseAll('setVoucher');
    await applying;
    await flush();
    expect((await checkout.placeOrder()).kind).toBe('placed');
    expect(api.saveRequests[0]?.order.voucherCode).toBe('HEMAT50');
  });

  it('changes no voucher while the order is being placed, nor after', async () => {
    const { api, checkout } = setupCheckout();
    await toReview(checkout);
    api.hold('saveOrder');
    const placing = checkout.placeOrder();
    expect(await checkout.applyVoucher('HEMAT50')).toEqual({ kind: 'refused', reason: 'order-being-placed' });
    expect(checkout.removeVoucher()).toEqual({ ok: false, reason: 'order-being-placed' });
    api.releaseAll('saveOrder');
    await placing;
    expect(await checkout.applyVoucher('HEMAT50')).toEqual({ kind: 'refused', reason: 'order-already-placed' });
    expect(api.voucherRequests).toEqual([]);
  });
});
