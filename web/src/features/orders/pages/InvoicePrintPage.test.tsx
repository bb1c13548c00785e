import { StoreFailure } from '@more/core';
import { anOrder } from '@more/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ordersWorld, renderAt } from '../orders.fixture';
import InvoicePrintPage from './InvoicePrintPage';

const order = anOrder();
const page = (ordersn: string) => <InvoicePrintPage params={{ ordersn }} />;

describe('/invoice-print/{ordersn}: the printable invoice (document 1 §2, a public route)', () => {
  it('prints for the logged-in customer: store, numbers, dates, address, items, totals, payment; "Cetak" prints', async () => {
    renderAt(`/invoice-print/${order.orderNumber}`, page(order.orderNumber), ordersWorld({ orders: [order] }));
    const invoice = await screen.findByTestId('invoice-document');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Invoice']);
    expect(invoice.textContent).toContain('MORE');
    expect(screen.getByTestId('invoice-number').textContent).toBe('INV-20261119-0107');
    expect(invoice.textContent).toContain('MORE-20261119-0107');
    expect(invoice.textContent).toContain('19 November 2026 09:15');
    expect(invoice.textContent).toContain('Sinta Wulandari');
    expect(invoice.textContent).toContain('Jl. Raya Darmo No. 25, Wonokromo, KOTA SURABAYA');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['ProdukJumlahHarga SatuanTotal', 'Kursi Makan Jati Natural2Rp850.000Rp1.700.000']);
    expect(screen.getByTestId('order-totals').textContent).toContain('Total PembayaranRp1.704.000');
    expect(invoice.textContent).toContain('BCA Virtual Account');
    expect(screen.getByTestId('invoice-payment-status').textContent).toBe('Belum Dibayar');

    // happy-dom has no window.print.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const button = screen.getByRole('button', { name: 'Cetak' });
    expect(button.closest('[data-print="hide"]')).not.toBeNull();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('asks a guest to log in, coming back here', () => {
    const world = ordersWorld({ orders: [order], signedIn: null });
    renderAt(`/invoice-print/${order.orderNumber}`, page(order.orderNumber), world);
    expect(screen.getByTestId('invoice-guest').textContent).toContain('Masuk untuk melihat invoice ini.');
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/invoice-print/${order.orderNumber}`)}`);
    expect(world.ordersApi.calls).toEqual([]);
  });

  it('says an unknown invoice is not found', async () => {
    renderAt('/invoice-print/MORE-1', page('MORE-1'), ordersWorld({ orders: [order] }));
    const notFound = await screen.findByTestId('invoice-not-found');
    expect(notFound.textContent).toContain('Invoice MORE-1 tidak ditemukan.');
    expect(notFound.textContent).toContain('Data yang Anda cari tidak ditemukan.');
  });

  it('explains a failure and recovers with "Coba Lagi"', async () => {
    const world = ordersWorld({ orders: [order] });
    world.ordersApi.failWith = new StoreFailure('network', 'GET more/transaction/order/{id}', 'offline');
    renderAt(`/invoice-print/${order.orderNumber}`, page(order.orderNumber), world);
    expect((await screen.findByTestId('invoice-failure')).textContent).toContain('Koneksi ke server terputus');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('invoice-document')).toBeTruthy();
  });
});
