import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aVoucher } from './checkout.fixture';
import type { AppliedVoucher } from './voucher';
import { voucherChoices } from './voucher-choices';

const applied = (code: string): AppliedVoucher => ({ code, discount: 50_000, grandTotalAfterDiscount: 1_000_000 });

describe('voucherChoices', () => {
  it('offers every voucher while none is applied, counted on the line', () => {
    const vouchers = [aVoucher({ id: 1, code: 'DISKON10' }), aVoucher({ id: 2, code: 'HEMAT100' })];
    expect(voucherChoices(vouchers, null)).toEqual({ offered: vouchers, line: 'Pilih dari voucher Anda (2)' });
  });

  it('leaves out the applied voucher', () => {
    const result = voucherChoices([aVoucher({ id: 1, code: 'DISKON10' }), aVoucher({ id: 2, code: 'HEMAT100' })], applied('DISKON10'));
    expect(result.offered.map((voucher) => voucher.code)).toEqual(['HEMAT100']);
    expect(result.line).toBe('Pilih dari voucher Anda (1)');
  });

  it('says when the shopper has no voucher, and when the applied one was the only one', () => {
    expect(voucherChoices([], null).line).toBe('Belum ada voucher untuk Anda.');
    expect(voucherChoices([aVoucher({ code: 'DISKON10' })], applied('DISKON10'))).toEqual({ offered: [], line: 'Belum ada voucher lain untuk Anda.' });
  });

  it('for any vouchers and any applied code: never offers the applied one, keeps the others in order, and the line counts them', () => {
    const codes = fc.constantFrom('DISKON10', 'HEMAT100', 'BELANJA5JT', 'JATILOKA50');
    fc.assert(
      fc.property(fc.uniqueArray(codes), fc.option(codes, { nil: null }), (list, code) => {
        const vouchers = list.map((voucherCode, id) => aVoucher({ id, code: voucherCode }));
        const { offered, line } = voucherChoices(vouchers, code === null ? null : applied(code));
        expect(offered).toEqual(vouchers.filter((voucher) => voucher.code !== code));
        if (offered.length > 0) expect(line).toBe(`Pilih dari voucher Anda (${offered.length})`);
        else expect(line).toMatch(/^Belum ada voucher/);
      }),
    );
  });
});
