import { dateTimeAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppOrder, EWalletCharge } from '../orders/order';
import { eWalletOffer, safeAppLink } from './e-wallet-offer';
import { paymentDetailsOf } from './payment-instructions';

const QRIS = '00020101021226590013ID.CO.GOJEK.WWW0118936009140000000001';
const aCharge = (overrides: Partial<EWalletCharge> = {}): EWalletCharge => ({
  appName: 'GoPay',
  qrString: QRIS,
  appLink: 'gojek://gopay/merchanttransfer?tref=A1&amount=100000',
  expiresAt: Date.UTC(2026, 10, 20, 3, 15),
  ...overrides,
});

const anEWalletOrder = (overrides: Partial<AppOrder> = {}): AppOrder => ({
  orderNumber: 'MORE-20261128-0001',
  billNumber: 'INV-20261128-0001',
  status: 'awaiting-payment',
  grandTotal: 1_250_000,
  payBefore: Date.UTC(2026, 10, 29, 3, 15),
  paymentName: 'GoPay',
  virtualAccount: null,
  itemCount: 1,
  firstItemName: 'Sofa',
  eWallet: aCharge(),
  ...overrides,
});

describe('what the payment information offers for an e-wallet charge', () => {
  it('offers both the QR code and the app link, named after the wallet, with the expiry in WIB', () => {
    expect(eWalletOffer(aCharge())).toEqual({
      qr: { text: QRIS, label: 'Kode QR pembayaran GoPay' },
      appLink: { href: 'gojek://gopay/merchanttransfer?tref=A1&amount=100000', label: 'Buka aplikasi GoPay' },
      expiryText: datedText('Kode QR berlaku hingga ', dateTimeAt(Date.UTC(2026, 10, 20, 3, 15)), ' WIB'),
    });
  });

  it('offers only what the gateway gave, and nothing without either', () => {
    expect(eWalletOffer(aCharge({ appLink: null }))).toMatchObject({ qr: { text: QRIS }, appLink: null });
    expect(eWalletOffer(aCharge({ qrString: '  ', expiresAt: null }))).toMatchObject({ qr: null, appLink: { label: 'Buka aplikasi GoPay' }, expiryText: null });
    expect(eWalletOffer(aCharge({ qrString: null, expiresAt: Date.UTC(2026, 10, 20, 3, 15) }))?.expiryText).toEqual(datedText('Tautan pembayaran berlaku hingga ', dateTimeAt(Date.UTC(2026, 10, 20, 3, 15)), ' WIB'));
    expect(eWalletOffer(aCharge({ qrString: null, appLink: null }))).toBeNull();
    expect(eWalletOffer(null)).toBeNull();
  });

  it('never puts a script, data or plain-http link behind the button', () => {
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'http://pay.example/x', '/relative', 'no scheme', '']) {
      expect(safeAppLink(link), link).toBeNull();
    }
    expect(safeAppLink('https://link.dana.id/pay?id=1')).toBe('https://link.dana.id/pay?id=1');
    expect(safeAppLink('shopeeid://main?apprl=x')).toBe('shopeeid://main?apprl=x');
  });

  it('PROPERTY: a link offered always has a scheme outside the unsafe ones, and is the link given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:x', 'JAVASCRIPT:x', 'data:,x', 'gojek://x')), (link) => {
        const safe = safeAppLink(link);
        if (safe === null) return;
        expect(safe).toBe(link.trim());
        expect(safe).not.toMatch(/^(javascript|data|vbscript|file|blob|about|http):/i);
      }),
    );
  });

  it('gives the e-wallet steps instead of "follow the app", while the order awaits its payment', () => {
    const details = paymentDetailsOf(anEWalletOrder());
    expect(details.eWallet?.qr?.text).toBe(QRIS);
    expect(details.steps[0]).toBe('Di ponsel, tekan "Buka aplikasi GoPay" untuk membayar langsung di aplikasi GoPay.');
    expect(details.steps.join(' ')).toContain('QRIS');
    expect(details.steps.join(' ')).toContain('Rp1.250.000');
    expect(details.steps.join(' ')).not.toContain('Ikuti petunjuk');
    expect(paymentDetailsOf(anEWalletOrder({ status: 'processing' }))).toMatchObject({ eWallet: null, steps: [] });
    // An older answer without the charge keeps the general steps.
    expect(paymentDetailsOf(anEWalletOrder({ eWallet: null })).steps[1]).toContain('Ikuti petunjuk');
  });
});
