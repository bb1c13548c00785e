import { StoreFailure } from '@more/core';
import { anOrder } from '@more/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersWorld, renderAt } from '../orders.fixture';
import InvoicesPage from './InvoicesPage';

const DAY = 86_400_000;
const orders = Array.from({ length: 12 }, (_, i) =>
  anOrder({
    orderNumber: `MORE-202611${String(i + 1).padStart(2, '0')}-00${i}`,
    billNumber: `INV-202611${String(i + 1).padStart(2, '0')}-00${i}`,
    createdAt: Date.UTC(2026, 10, 1, 3) + i * DAY,
    status: i === 11 ? 'awaiting-payment' : 'completed',
  }),
);
const page = <InvoicesPage params={{}} />;

describe('/invoice: the shopper\'s invoices (document 1 §2, needs login)', () => {
  it('shows a skeleton, then invoices newest first with bill number, date, status, total and both links', async () => {
    renderAt('/invoice', page, ordersWorld({ orders }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Invoice Saya']);
    expect(screen.getByTestId('invoice-list-skeleton')).toBeTruthy();

    const cards = await screen.findAllByTestId('invoice-card');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('INV-20261112-0011');
    expect(first.textContent).toContain('12 November 2026 10:00');
    expect(first.textContent).toContain('Menunggu Pembayaran');
    expect(first.textContent).toContain('Rp1.704.000');
    expect(within(first).getByRole('link', { name: 'Lihat Invoice INV-20261112-0011' }).getAttribute('href')).toBe('/invoice-print/MORE-20261112-0011');
    expect(within(first).getByRole('link', { name: 'Detail Pesanan MORE-20261112-0011' }).getAttribute('href')).toBe('/profile/order/MORE-20261112-0011');
    expect(screen.getByText('Menampilkan 10 dari 12 invoice')).toBeTruthy();
  });

  it('"Muat Lebih Banyak" appends the next page, then is gone', async () => {
    const world = ordersWorld({ orders });
    renderAt('/invoice', page, world);
    await screen.findAllByTestId('invoice-card');
    fireEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(await screen.findByText('Menampilkan 12 dari 12 invoice')).toBeTruthy();
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).toBeNull();
  });

  it('keeps the invoices when a further page fails, says why, and tries again', async () => {
    const world = ordersWorld({ orders });
    renderAt('/invoice', page, world);
    await screen.findAllByTestId('invoice-card');
    world.ordersApi.failWith = new Error('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Koneksi ke server terputus');
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(await screen.findByText('Menampilkan 12 dari 12 invoice')).toBeTruthy();
  });

  it('has an empty state: "Belum ada invoice" and "Belanja Sekarang" → /products', async () => {
    renderAt('/invoice', page, ordersWorld({ orders: [] }));
    const empty = await screen.findByTestId('invoices-empty');
    expect(empty.textContent).toContain('Belum ada invoice');
    expect(within(empty).getByRole('link', { name: 'Belanja Sekarang' }).getAttribute('href')).toBe('/products');
  });

  it('explains a failure and recovers with "Coba Lagi"', async () => {
    const world = ordersWorld({ orders });
    world.ordersApi.failWith = new StoreFailure('server', 'GET more/transaction/order', 'HTTP 500', { status: 500 });
    renderAt('/invoice', page, world);
    const problem = await screen.findByTestId('invoices-failure');
    expect(problem.textContent).toContain('Invoice belum dapat ditampilkan.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('invoice-card')).toHaveLength(10);
  });
});
