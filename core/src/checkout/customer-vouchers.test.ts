import { dateTimeAt, datedText } from '../shared/dated-text';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { CustomerVouchers, NO_VOUCHERS } from './customer-vouchers';
import { InMemoryCheckoutApi, aVoucher } from './fakes';

const DAY = 24 * 3600 * 1000;
const vouchers = [
  aVoucher({ id: 1, code: 'HEMAT100', title: 'Potongan Rp100.000', minimumSpend: 1_000_000, endsAt: Date.UTC(2026, 11, 26, 16, 59) }),
  aVoucher({ id: 2, code: 'DISKON10', title: 'Diskon 10%', minimumSpend: 0, endsAt: Date.UTC(2026, 11, 10, 16, 59) + DAY }),
];

const setup = () => {
  const api = new InMemoryCheckoutApi({ vouchers, voucherDiscounts: new Map([['HEMAT100', 100_000]]) });
  return { api, vouchers: new CustomerVouchers(api) };
};

describe('the customer vouchers (`GET more/voucher?device=web`)', () => {
  it('lists each voucher with its code, value, minimum and expiry in the store\'s date format (document 1 §9: "DD MMMM YYYY HH:mm")', async () => {
    const { vouchers: use } = setup();
    expect(use.current.list.status).toBe('idle');
    await use.reload();
    const list = use.current.list;
    expect(list.status).toBe('ready');
    if (list.status !== 'ready') return;
    expect(list.value[0]).toMatchObject({
      code: 'HEMAT100',
      title: 'Potongan Rp100.000',
      minimumText: 'Min. belanja Rp1.000.000',
      expiryText: datedText('Berlaku hingga ', dateTimeAt(Date.UTC(2026, 11, 26, 16, 59))),
    });
    expect(list.value[1]?.minimumText).toBe('Tanpa minimum belanja');
  });

  it('says a failed list failed, naming the call, and loads again on retry', async () => {
    const { api, vouchers: use } = setup();
    api.failNext('vouchers', new StoreFailure('server', 'GET more/voucher', 'boom', { status: 500 }));
    await use.reload();
    const list = use.current.list;
    expect(list.status === 'failed' && list.failure.kind).toBe('server');
    expect(list.status === 'failed' && list.failure.call).toBe('GET more/voucher');
    await use.reload();
    expect(use.current.list.status).toBe('ready');
  });

  it('has a designed empty text', () => {
    expect(NO_VOUCHERS.title).toBe('Belum ada voucher');
  });
});

describe('"Pakai": the voucher applied to the cart through set-voucher', () => {
  it('sends the code with the fixed request values (document 2 §9: "address_code 54, payment_code 1, device web") and keeps what the server accepted', async () => {
    const { api, vouchers: use } = setup();
    const outcome = await use.use(' hemat100 ');
    expect(api.voucherRequests).toEqual([{ code: 'HEMAT100', addressCode: 54, paymentCode: 1, device: 'web' }]);
    expect(outcome).toEqual({ kind: 'applied', voucher: { code: 'HEMAT100', discount: 100_000, grandTotalAfterDiscount: 0 } });
    expect(use.current.applied?.code).toBe('HEMAT100');
    expect(use.current.applying).toBeNull();
  });

  it("clears the applied voucher when the server refuses another (document 1 §4: \"a failure clears the applied voucher\"), with the server's message beside the refused one", async () => {
    const { vouchers: use } = setup();
    await use.use('HEMAT100');
    const outcome = await use.use('DISKON10');
    expect(outcome).toEqual({ kind: 'refused', message: 'Voucher tidak ditemukan' });
    expect(use.current.applied).toBeNull();
    expect(use.current.refusal).toMatchObject({ code: 'DISKON10', message: 'Voucher tidak ditemukan' });
  });

  it('never sends twice: a press while one is on its way is ignored', async () => {
    const { api, vouchers: use } = setup();
    api.hold('setVoucher');
    const first = use.use('HEMAT100');
    expect(use.current.applying).toBe('HEMAT100');
    expect(await use.use('HEMAT100')).toEqual({ kind: 'busy' });
    api.releaseAll('setVoucher');
    await first;
    expect(api.voucherRequests).toHaveLength(1);
  });

  it('takes the voucher off the cart on remove', async () => {
    const { vouchers: use } = setup();
    await use.use('HEMAT100');
    use.remove();
    expect(use.current.applied).toBeNull();
  });

  it('leaves nothing of the customer after logout, and drops an answer that arrives after it', async () => {
    const { api, vouchers: use } = setup();
    await use.reload();
    await use.use('HEMAT100');
    api.hold('setVoucher');
    const late = use.use('HEMAT100');
    use.clearOnLogout();
    expect(use.current).toEqual({ list: { status: 'idle' }, applied: null, applying: null, refusal: null });
    api.releaseAll('setVoucher');
    await late;
    expect(use.current.applied).toBeNull();
  });
});
