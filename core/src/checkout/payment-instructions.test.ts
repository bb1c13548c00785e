import { dateTimeAt, datedText } from '../shared/dated-text';
import { describe, expect, it } from 'vitest';
import type { AppOrder } from '../orders/order';
import { InMemoryOrdersApi, anOrder } from '../orders/fakes';
import { StoreFailure } from '../shared/failure';
import { PaymentInformation } from './payment-information';
import { paymentDetailsOf, paymentSteps } from './payment-instructions';

const anAppOrder = (overrides: Partial<AppOrder> = {}): AppOrder => ({
  orderNumber: 'MORE-20261119-0107',
  billNumber: 'INV-20261119-0107',
  status: 'awaiting-payment',
  grandTotal: 3_504_000,
  payBefore: Date.UTC(2026, 10, 20, 3, 15),
  paymentName: 'BCA Virtual Account',
  virtualAccount: '80141234567890',
  itemCount: 2,
  firstItemName: 'Sofa',
  eWallet: null,
  ...overrides,
});

describe('how to pay (/checkout/information/{ordersn})', () => {
  it('gives the virtual account steps with its bank, number and amount', () => {
    const steps = paymentSteps('BCA Virtual Account', '80141234567890', 3_504_000);
    expect(steps[0]).toContain('ATM BCA');
    expect(steps.join(' ')).toContain('80141234567890');
    expect(steps.join(' ')).toContain('Rp3.504.000');
    expect(paymentSteps('Virtual Account', null, null).join(' ')).toContain('nomor Virtual Account yang tertera');
    expect(paymentSteps('Virtual Account', null, null)[0]).toContain('ATM Anda');
  });

  it('gives general steps for other methods, and when the method is unknown', () => {
    expect(paymentSteps('GoPay', null, 100_000)[0]).toBe('Bayar dengan GoPay sebesar Rp100.000.');
    expect(paymentSteps(null, null, null)[0]).toBe('Bayar pesanan sesuai total tagihan dengan metode yang Anda pilih.');
  });

  it('shows the deadline and steps only while the order awaits payment', () => {
    const details = paymentDetailsOf(anAppOrder());
    expect(details).toMatchObject({ statusLabel: 'Menunggu Pembayaran', grandTotalText: 'Rp3.504.000', payBeforeText: datedText('Bayar sebelum ', dateTimeAt(Date.UTC(2026, 10, 20, 3, 15)), ' WIB'), awaitingPayment: true });
    expect(details.steps.length).toBeGreaterThan(0);
    expect(paymentDetailsOf(anAppOrder({ payBefore: null })).payBeforeText).toBeNull();
    expect(paymentDetailsOf(anAppOrder({ status: 'processing' }))).toMatchObject({ payBeforeText: null, steps: [], awaitingPayment: false });
  });

  it('loads the customer\'s order, shows a failure, and forgets it at logout', async () => {
    const api = new InMemoryOrdersApi([anOrder({ orderNumber: 'MORE-1' })]);
    const information = new PaymentInformation(api);
    const loading = information.load('MORE-1');
    expect(information.current.status).toBe('loading');
    await loading;
    expect(information.current).toMatchObject({ status: 'ready', value: { orderNumber: 'MORE-1' } });
    await information.load('MORE-404');
    expect(information.current).toMatchObject({ status: 'failed', failure: { kind: 'not-found' } });
    information.clearOnLogout();
    expect(information.current.status).toBe('idle');
  });

  it('drops an answer that arrives after a newer request', async () => {
    let answer: (order: AppOrder) => void = () => undefined;
    const information = new PaymentInformation({ appOrder: (id) => (id === 'slow' ? new Promise((resolve) => (answer = resolve)) : Promise.reject(new StoreFailure('server', 'x', 'x'))) });
    const slow = information.load('slow');
    await information.load('fast');
    answer(anAppOrder());
    await slow;
    expect(information.current.status).toBe('failed');
  });
});
