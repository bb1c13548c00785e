import { StoreFailure } from '@more/core';
import { anOrder, anOrderItem } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersWorld, renderAt } from '../orders.fixture';
import OrderPage from './OrderPage';

const unpaid = anOrder();
const completed = anOrder({
  orderNumber: 'MORE-20261020-0311',
  billNumber: 'INV-20261020-0311',
  status: 'completed',
  payBefore: null,
  voucherCode: 'HEMAT100',
  items: [
    anOrderItem(),
    anOrderItem({ variantId: 301, nameLong: 'Meja Makan Kombo', quantity: 1, comboId: 12, combo: { price: 4_000_000, allowsMultiple: true } }),
    anOrderItem({ variantId: 401, nameLong: 'Paket Kamar Cendana', quantity: 2, bundle: [{ variantId: 402, name: 'Nakas Cendana', quantityPerBundle: 2 }] }),
  ],
  totals: { subtotal: 6_000_000, shippingCost: 0, fee: 0, discountAmount: 100_000, billTotal: 6_000_000, grandTotal: 5_900_000 },
});
const page = (ordersn: string) => <OrderPage params={{ ordersn }} />;

describe('/profile/order/{ordersn}: the order in full (document 1 §2)', () => {
  it('a completed order not yet reviewed has "Beri Ulasan", to the review form of its product; once reviewed, none', async () => {
    renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), ordersWorld({ orders: [completed] }));
    await screen.findByTestId('order-detail');
    expect(screen.getByRole('link', { name: 'Beri Ulasan' }).getAttribute('href')).toBe('/profile/review?ordersn=MORE-20261020-0311&product=kursi-makan-jati');
  });

  it('shows no "Beri Ulasan" on an order reviewed whole, nor on one not completed', async () => {
    const reviewed = { ...completed, items: completed.items.map((item) => ({ ...item, reviewed: true })) };
    renderAt(`/profile/order/${reviewed.orderNumber}`, page(reviewed.orderNumber), ordersWorld({ orders: [reviewed, unpaid] }));
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('link', { name: 'Beri Ulasan' })).toBeNull();
  });

  it('shows a skeleton, then number, date, status, items, address, courier, payment with VA and deadline, totals', async () => {
    const world = ordersWorld({ orders: [unpaid] });
    renderAt(`/profile/order/${unpaid.orderNumber}`, page(unpaid.orderNumber), world);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Detail Pesanan']);
    expect(screen.getByTestId('order-skeleton')).toBeTruthy();

    const detail = await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-number').textContent).toBe('MORE-20261119-0107');
    expect(detail.textContent).toContain('INV-20261119-0107');
    // "Dates are formatted DD MMMM YYYY HH:mm in the Indonesian locale" (document 1 §9).
    expect(detail.textContent).toContain('19 November 2026 09:15');
    expect(screen.getByTestId('order-status').textContent).toBe('Menunggu Pembayaran');
    expect(within(screen.getByTestId('order-lines')).getByRole('link', { name: 'Kursi Makan Jati Natural' })).toBeTruthy();
    expect(detail.textContent).toContain('Sinta Wulandari');
    expect(detail.textContent).toContain('JNE Trucking (JTR)');
    expect(detail.textContent).toContain('BCA Virtual Account');
    expect(screen.getByTestId('virtual-account').textContent).toBe('1234500081234567');
    expect(detail.textContent).toContain('Bayar sebelum 20 November 2026 09:15');
    expect(screen.getByTestId('order-totals').textContent).toContain('Total PembayaranRp1.704.000');
  });

  it('offers "Cara Pembayaran" and "Cetak Invoice" while the order awaits payment, and no "Beli Lagi"', async () => {
    renderAt(`/profile/order/${unpaid.orderNumber}`, page(unpaid.orderNumber), ordersWorld({ orders: [unpaid] }));
    await screen.findByTestId('order-detail');
    expect(screen.getByRole('link', { name: 'Cara Pembayaran' }).getAttribute('href')).toBe('/checkout/information/MORE-20261119-0107');
    expect(screen.getByRole('link', { name: 'Cetak Invoice' }).getAttribute('href')).toBe('/invoice-print/MORE-20261119-0107');
    expect(screen.queryByRole('button', { name: 'Beli Lagi' })).toBeNull();
  });

  it('shows combos and bundles with their parts, the voucher discount, and "Beli Lagi" once the order is over', async () => {
    renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), ordersWorld({ orders: [completed] }));
    const lines = await screen.findByTestId('order-lines');
    expect(lines.textContent).toContain('Kombo Hemat');
    expect(lines.textContent).toContain('Paket');
    expect(lines.textContent).toContain('4 × Nakas Cendana');
    expect(screen.getByTestId('order-totals').textContent).toContain('Diskon (HEMAT100)-Rp100.000');
    expect(screen.queryByRole('link', { name: 'Cara Pembayaran' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Beli Lagi' })).toBeTruthy();
  });

  it('"Beli Lagi" with every item in stock adds them all and goes to /cart', async () => {
    const world = ordersWorld({ orders: [completed] });
    const view = renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), world);
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    await waitFor(() => expect(view.path()).toBe('/cart'));
    expect(world.cart.current.lines.map((line) => line.variantId)).toEqual([201, 301, 401]);
    expect(world.cartApi.calls.filter((call) => call === 'POST more/transaction/cart/multiple-check-stock')).toHaveLength(1);
  });

  it('"Beli Lagi" with an item short of stock shows "Stok Tidak Tersedia", adds nothing, and OK closes it', async () => {
    const world = ordersWorld({ orders: [completed] });
    world.cartApi.setStock({ variantId: 301, comboId: 12 }, 0);
    const view = renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), world);
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Stok Tidak Tersedia' });
    expect(dialog.textContent).toContain('Maaf, beberapa item tidak memiliki stok yang cukup');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    expect(world.cart.current.lines).toEqual([]);
    expect(view.path()).toBe(`/profile/order/${completed.orderNumber}`);

    fireEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Escape closes the stock dialog', async () => {
    const world = ordersWorld({ orders: [completed] });
    world.cartApi.setStock({ variantId: 201 }, 1);
    renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), world);
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    const dialog = await screen.findByTestId('stock-unavailable-dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByTestId('stock-unavailable-dialog')).toBeNull());
  });

  it('a failed stock check says why in core\'s words and adds nothing', async () => {
    const world = ordersWorld({ orders: [completed] });
    world.cartApi.failNext(1, 'server', 'POST more/transaction/cart/multiple-check-stock');
    renderAt(`/profile/order/${completed.orderNumber}`, page(completed.orderNumber), world);
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.');
    expect(world.cart.current.lines).toEqual([]);
  });

  it('finds the order under its bill number (the thanks redirect)', async () => {
    renderAt(`/profile/order/${unpaid.billNumber}`, page(unpaid.billNumber), ordersWorld({ orders: [unpaid] }));
    expect((await screen.findByTestId('order-number')).textContent).toBe(unpaid.orderNumber);
  }, 10_000);

  it('says an unknown order is not found, with a way to the orders', async () => {
    renderAt('/profile/order/MORE-1', page('MORE-1'), ordersWorld({ orders: [unpaid] }));
    const notFound = await screen.findByTestId('order-not-found');
    expect(notFound.textContent).toContain('Pesanan MORE-1 tidak ditemukan.');
    expect(notFound.textContent).toContain('Data yang Anda cari tidak ditemukan.');
    expect(screen.getByRole('link', { name: 'Lihat Semua Pesanan' }).getAttribute('href')).toBe('/profile/orders');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('explains a failure and recovers with "Coba Lagi"', async () => {
    const world = ordersWorld({ orders: [unpaid] });
    world.ordersApi.failWith = new StoreFailure('server', 'GET more/transaction/order/{id}', 'HTTP 500', { status: 500 });
    renderAt(`/profile/order/${unpaid.orderNumber}`, page(unpaid.orderNumber), world);
    const problem = await screen.findByTestId('order-failure');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pesanan belum dapat ditampilkan.');
    expect(problem.textContent).toContain('Server kami sedang mengalami gangguan');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
  });
});
