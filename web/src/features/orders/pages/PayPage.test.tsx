import { StoreFailure, orderStatuses } from '@more/core';
import { anOrder } from '@more/core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ordersWorld, renderAt } from '../orders.fixture';
import PayPage from './PayPage';

/**
 * Issue 20 point 4: "/profile/pay: the orders still waiting for payment, each
 * with its payment method, amount, deadline (a countdown from core's
 * scheduler) and how to pay (virtual account with "Salin"), the same facts as
 * /checkout/information/{ordersn}".
 */

/** 26 November 2026 10:00 WIB. */
const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
const clockAtNow = () => {
  const clock = new VirtualTimeScheduler();
  clock.frame = NOW;
  return clock;
};

const unpaid = anOrder({ orderNumber: 'MORE-20261126-0001', billNumber: 'INV-20261126-0001', createdAt: NOW - 3_600_000, payBefore: NOW + 2 * 3_600_000 + 5_000 });
const shipped = anOrder({ orderNumber: 'MORE-20261120-0002', billNumber: 'INV-20261120-0002', status: 'shipped', payBefore: null });
const cards = () => screen.getAllByTestId('pending-payment');

describe('/profile/pay', () => {
  it('lists only the orders awaiting payment, each with method, virtual account to copy, amount, deadline and the time left', async () => {
    const clock = clockAtNow();
    renderAt('/profile/pay', <PayPage params={{}} />, ordersWorld({ orders: [unpaid, shipped], scheduler: clock }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Menunggu Pembayaran']);
    await screen.findAllByTestId('pending-payment');
    expect(cards().map((card) => card.getAttribute('data-order'))).toEqual([unpaid.orderNumber]);
    const card = cards()[0]!;
    expect(card.textContent).toContain('BCA Virtual Account');
    expect(within(card).getByTestId('va-number').textContent).toBe('1234500081234567');
    expect(within(card).getByRole('button', { name: 'Salin nomor Virtual Account' })).toBeTruthy();
    expect(card.textContent).toContain('Rp1.704.000');
    expect(card.textContent).toContain('Bayar sebelum 26 November 2026 12:00 WIB');
    expect(within(card).getByRole('timer').textContent).toBe('02:00:05');
    act(() => {
      clock.maxFrames = NOW + 2_000;
      clock.flush();
    });
    expect(within(card).getByRole('timer').textContent).toBe('02:00:03');
    // How to pay, behind its summary, the steps with the number and the amount filled in.
    expect(within(card).getByText('Cara Pembayaran').tagName).toBe('SUMMARY');
    expect(card.textContent).toContain('Masukkan nomor Virtual Account 1234500081234567.');
    expect(within(card).getByRole('button', { name: 'Batalkan Pesanan' })).toBeTruthy();
  });

  it('says when the deadline has passed', async () => {
    const clock = clockAtNow();
    renderAt('/profile/pay', <PayPage params={{}} />, ordersWorld({ orders: [{ ...unpaid, payBefore: NOW + 1_000 }], scheduler: clock }));
    await screen.findAllByTestId('pending-payment');
    act(() => {
      clock.maxFrames = NOW + 5_000;
      clock.flush();
    });
    expect(screen.getByTestId('payment-deadline-passed').textContent).toBe('Batas waktu pembayaran telah lewat');
  });

  it('drops an order cancelled from the page at once, then says nothing is left to pay', async () => {
    renderAt('/profile/pay', <PayPage params={{}} />, ordersWorld({ orders: [unpaid], scheduler: clockAtNow() }));
    await screen.findAllByTestId('pending-payment');
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = await screen.findByTestId('cancel-order-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alasan pembatalan' }), { target: { value: 'Salah pilih warna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    const empty = await screen.findByTestId('pending-payments-empty');
    expect(screen.getByTestId('pending-payments-changed').textContent).toBe(`Pesanan ${unpaid.orderNumber} dibatalkan.`);
    expect(empty.textContent).toContain('Tidak ada pesanan yang menunggu pembayaran');
    expect(within(empty).getByRole('link', { name: 'Lihat Pesanan Saya' }).getAttribute('href')).toBe('/profile/orders');
  });

  it('pages 10 at a time with the page in the address', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      anOrder({ orderNumber: `MORE-202611${String(index + 10)}-0001`, billNumber: `INV-202611${String(index + 10)}-0001`, createdAt: Date.UTC(2026, 10, index + 1), status: orderStatuses[0] }),
    );
    renderAt('/profile/pay?page=2', <PayPage params={{}} />, ordersWorld({ orders: many, scheduler: clockAtNow() }));
    await screen.findAllByTestId('pending-payment');
    expect(cards()).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: 'Halaman pembayaran' });
    expect(within(pager).getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe('/profile/pay');
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('explains a failure in Indonesian and recovers with "Coba Lagi"', async () => {
    const world = ordersWorld({ orders: [unpaid], scheduler: clockAtNow() });
    world.ordersApi.failWith = new StoreFailure('network', 'GET more/transaction/order', 'offline');
    renderAt('/profile/pay', <PayPage params={{}} />, world);
    expect(await screen.findByText('Pesanan yang menunggu pembayaran belum dapat ditampilkan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
