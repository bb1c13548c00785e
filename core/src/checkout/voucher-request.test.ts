import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VOUCHER_ADDRESS_CODE,
  VOUCHER_DEVICE,
  VOUCHER_FAILED_MESSAGE,
  VOUCHER_PAYMENT_CODE,
  normalizeVoucherCode,
  voucherFailureMessage,
  voucherRequest,
} from './voucher-request';

describe('the voucher request', () => {
  it('"Voucher request: address_code 54, payment_code 1, device web" (document 2 §9)', () => {
    expect([VOUCHER_ADDRESS_CODE, VOUCHER_PAYMENT_CODE, VOUCHER_DEVICE]).toEqual([54, 1, 'web']);
    expect(voucherRequest('hemat50')).toEqual({ code: 'HEMAT50', addressCode: 54, paymentCode: 1, device: 'web' });
  });

  it('"The code is sent upper-cased" (document 1 §4, document 2 §5), without surrounding spaces', () => {
    expect(voucherRequest('  MoreHemat \n')?.code).toBe('MOREHEMAT');
    expect(normalizeVoucherCode('diskon 10')).toBe('DISKON 10');
  });

  it('refuses an empty code, which is then never sent', () => {
    expect(voucherRequest('')).toBeNull();
    expect(voucherRequest('   ')).toBeNull();
  });

  const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', ' \r\n');

  it('PROPERTY: for any code, the code sent is upper-cased and trimmed, and normalizing it again changes nothing', () => {
    fc.assert(
      fc.property(padding, fc.string({ unit: 'binary' }), padding, (before, code, after) => {
        const typed = before + code + after;
        const request = voucherRequest(typed);
        if (request === null) {
          expect(typed.trim()).toBe('');
          return;
        }
        expect(request.code).toBe(request.code.toUpperCase());
        expect(request.code).toBe(request.code.trim());
        expect(request.code).not.toBe('');
        expect(voucherRequest(request.code)).toEqual(request);
      }),
    );
  });

  it('shows the server\'s message for a failure, or a general one when it sent none', () => {
    expect(voucherFailureMessage('Voucher sudah kedaluwarsa')).toBe('Voucher sudah kedaluwarsa');
    expect(voucherFailureMessage(undefined)).toBe(VOUCHER_FAILED_MESSAGE);
    expect(voucherFailureMessage('  ')).toBe(VOUCHER_FAILED_MESSAGE);
  });
});
