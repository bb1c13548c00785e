import { type AppOrder, paymentDetailsOf } from '@more/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentFacts } from './PaymentFacts';

const QRIS = '00020101021226590015ID.CO.GOJEK.WWW5802ID5914MORE FURNITURE6304ABCD';
const gopayOrder = (eWallet: AppOrder['eWallet']): AppOrder => ({
  orderNumber: 'MORE-20261128-0001',
  billNumber: 'INV-20261128-0001',
  status: 'awaiting-payment',
  grandTotal: 1_250_000,
  payBefore: Date.UTC(2026, 10, 29, 3, 15),
  paymentName: 'GoPay',
  virtualAccount: null,
  itemCount: 1,
  firstItemName: 'Sofa',
  eWallet,
});

describe('how an e-wallet order is paid', () => {
  it('shows the app link, the QR code of the answer\'s string with its name, and the expiry', async () => {
    render(<PaymentFacts details={paymentDetailsOf(gopayOrder({ appName: 'GoPay', qrString: QRIS, appLink: 'gojek://gopay/merchanttransfer?tref=A1', expiresAt: Date.UTC(2026, 10, 29, 3, 15) }))} />);
    const link = screen.getByRole('link', { name: 'Buka aplikasi GoPay' });
    expect(link.getAttribute('href')).toBe('gojek://gopay/merchanttransfer?tref=A1');
    // The encoder's chunk comes with the first charge that has a code: the drawn code replaces its square.
    const qr = await screen.findByTestId('payment-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('aria-label')).toBe('Kode QR pembayaran GoPay');
    expect(qr.getAttribute('data-qr-text')).toBe(QRIS);
    expect(screen.getByTestId('e-wallet-expiry').textContent).toBe('Kode QR berlaku hingga 29 November 2026 10:15 WIB');
    expect(document.body.textContent).not.toContain('Ikuti petunjuk');
  });

  it('shows only the QR code when the gateway gave no link, and neither for an older answer', () => {
    const { unmount } = render(<PaymentFacts details={paymentDetailsOf(gopayOrder({ appName: 'OVO', qrString: QRIS, appLink: null, expiresAt: null }))} />);
    expect(screen.getByRole('img', { name: 'Kode QR pembayaran OVO' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(<PaymentFacts details={paymentDetailsOf(gopayOrder(null))} />);
    expect(screen.queryByTestId('e-wallet-payment')).toBeNull();
  });
});
