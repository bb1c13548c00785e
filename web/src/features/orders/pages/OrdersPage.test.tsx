import { StoreFailure, orderStatuses } from '@more/core';
import { anOrder, anOrderItem } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersWorld, renderAt } from '../orders.fixture';
import OrdersPage from './OrdersPage';

/** 12 orders, a day apart, in turn in each of core's states. */
const orders = Array.from({ length: 12 }, (_, index) =>
  anOrder({
    orderNumber: `MORE-202611${String(index + 10)}-0001`,
    billNumber: `INV-202611${String(index + 10)}-0001`,
    createdAt: Date.UTC(2026, 10, index + 1, 3),
    status: orderStatuses[index % orderStatuses.length]!,
  }),
);
const cards = () => screen.getAllByTestId('order-card');

describe('/profile/orders: the customer\'s orders (document 1 §2)', () => {
  it('lists 10 a page, newest first, with number, date, items, total, and a pager kept in the address', async () => {
    renderAt('/profile/orders', <OrdersPage params={{}} />, ordersWorld({ orders }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Pesanan Saya']);
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    await screen.findAllByTestId('order-card');
    expect(cards()).toHaveLength(10);
    expect(cards()[0]!.getAttribute('data-order')).toBe('MORE-20261121-0001');
    // "Dates are formatted DD MMMM YYYY HH:mm in the Indonesian locale" (document 1 §9).
    expect(cards()[0]!.textContent).toContain('12 November 2026 10:00');
    expect(cards()[0]!.textContent).toContain('Rp1.704.000');
    const pager = screen.getByRole('navigation', { name: 'Halaman pesanan' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('href')).toBe('/profile/orders?page=2');
    expect(within(pager).getByRole('link', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows one state per tab, the tab marked, and each order with the actions its state allows', async () => {
    renderAt('/profile/orders?status=shipped', <OrdersPage params={{}} />, ordersWorld({ orders }));
    await screen.findAllByTestId('order-card');
    const tabs = screen.getByRole('navigation', { name: 'Status pesanan' });
    expect(within(tabs).getAllByRole('link').map((tab) => tab.textContent)).toEqual(['Semua', 'Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan']);
    expect(within(tabs).getByRole('link', { name: 'Dikirim' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Dibatalkan' }).getAttribute('href')).toBe('/profile/orders?status=cancelled');
    for (const card of cards()) {
      expect(within(card).getByTestId('order-card-status').textContent).toBe('Dikirim');
      expect(within(card).getByRole('button', { name: 'Pesanan Diterima' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Lacak Pesanan' })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    }
  });

  it('offers "Beri Ulasan" on completed orders not yet reviewed, to the review form of their product, and on no other', async () => {
    const reviewed = anOrder({ orderNumber: 'MORE-20261101-0009', status: 'completed', items: [anOrderItem({ reviewed: true })] });
    renderAt('/profile/orders', <OrdersPage params={{}} />, ordersWorld({ orders: [...orders, reviewed] }));
    await screen.findAllByTestId('order-card');
    const links = screen.getAllByRole('link', { name: 'Beri Ulasan' });
    const completedShown = cards().filter((card) => within(card).getByTestId('order-card-status').textContent === 'Selesai');
    expect(completedShown.length).toBeGreaterThan(0);
    for (const card of cards()) {
      const status = within(card).getByTestId('order-card-status').textContent;
      const number = card.textContent ?? '';
      const link = within(card).queryByRole('link', { name: 'Beri Ulasan' });
      expect(link !== null).toBe(status === 'Selesai' && !number.includes('MORE-20261101-0009'));
      if (link) expect(link.getAttribute('href')).toMatch(/^\/profile\/review\?ordersn=MORE-\d{8}-\d{4}&product=kursi-makan-jati$/);
    }
    expect(links.length).toBe(completedShown.filter((card) => !(card.textContent ?? '').includes('MORE-20261101-0009')).length);
  });

  it('says a tab with no orders is empty, with a way to shop', async () => {
    renderAt('/profile/orders?status=cancelled', <OrdersPage params={{}} />, ordersWorld({ orders: [anOrder()] }));
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('Belum ada pesanan dengan status Dibatalkan');
    expect(within(empty).getByRole('link', { name: 'Belanja Sekarang' }).getAttribute('href')).toBe('/products');
  });

  it('explains a failure in Indonesian and recovers with "Coba Lagi"', async () => {
    const world = ordersWorld({ orders });
    world.ordersApi.failWith = new StoreFailure('network', 'GET more/transaction/order', 'offline');
    renderAt('/profile/orders', <OrdersPage params={{}} />, world);
    const failure = await screen.findByTestId('orders-failed');
    expect(failure.textContent).toContain('Pesanan belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Koneksi ke server terputus');
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
  });

  it('cancels with a required note, counted, and shows the order cancelled without a reload', async () => {
    const unpaid = anOrder();
    const world = ordersWorld({ orders: [unpaid] });
    renderAt('/profile/orders', <OrdersPage params={{}} />, world);
    const card = (await screen.findAllByTestId('order-card'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = await screen.findByTestId('cancel-order-dialog');
    const note = within(dialog).getByRole('textbox', { name: 'Alasan pembatalan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    expect(within(dialog).getByText('Alasan pembatalan wajib diisi')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
    expect(world.ordersApi.calls).toEqual(['GET more/transaction/order']);

    fireEvent.change(note, { target: { value: 'Salah pilih warna' } });
    expect(within(dialog).getByText('17/500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    await waitFor(() => expect(within(card).getByTestId('order-card-status').textContent).toBe('Dibatalkan'));
    expect(world.ordersApi.get(unpaid.orderNumber)?.cancelNote).toBe('Salah pilih warna');
    expect(within(card).getByRole('status').textContent).toBe('Pesanan berhasil dibatalkan');
    expect(within(card).queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
  });

  it('keeps the note and says the server\'s refusal when a cancel is refused', async () => {
    const world = ordersWorld({ orders: [anOrder({ status: 'processing' })] });
    renderAt('/profile/orders', <OrdersPage params={{}} />, world);
    const card = (await screen.findAllByTestId('order-card'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = await screen.findByTestId('cancel-order-dialog');
    const note = within(dialog).getByRole('textbox', { name: 'Alasan pembatalan' });
    fireEvent.change(note, { target: { value: 'Alamat salah' } });
    world.ordersApi.failWith = new StoreFailure('rejected', 'POST more/transaction/order/cancel/{id}', 'Pesanan sudah dikemas', { status: 422, serverMessage: 'Pesanan sudah dikemas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Pesanan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Pesanan sudah dikemas');
    expect((note as HTMLTextAreaElement).value).toBe('Alamat salah');
    expect(within(card).getByTestId('order-card-status').textContent).toBe('Diproses');
  });

  it('completes a shipped order after a confirmation, and tracks it as a timeline', async () => {
    const shipped = anOrder({ status: 'shipped', shipping: { ...anOrder().shipping, waybill: 'JT0012345678' } });
    const world = ordersWorld({ orders: [shipped] });
    renderAt('/profile/orders', <OrdersPage params={{}} />, world);
    const card = (await screen.findAllByTestId('order-card'))[0]!;

    fireEvent.click(within(card).getByRole('button', { name: 'Lacak Pesanan' }));
    const tracking = await screen.findByTestId('tracking-timeline');
    expect(tracking.textContent).toContain('JT0012345678');
    expect(within(tracking).getAllByRole('list')[0]!.textContent).toContain('Pesanan Dibuat');
    // The shipment's own page (/omnitracking), for a link to keep or share.
    expect(within(screen.getByTestId('tracking-dialog')).getByRole('link', { name: 'Lacak di halaman pengiriman' }).getAttribute('href')).toBe(
      `/omnitracking/${shipped.orderNumber}`,
    );
    fireEvent.click(within(screen.getByTestId('tracking-dialog')).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('tracking-dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'Pesanan Diterima' }));
    const dialog = await screen.findByTestId('complete-order-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Sudah Diterima' }));
    await waitFor(() => expect(within(card).getByTestId('order-card-status').textContent).toBe('Selesai'));
    expect(world.ordersApi.calls).toContain('POST more/transaction/order/complete/{id}');
  });

  it('a tracking failure says the server\'s message (document 2 §8)', async () => {
    const world = ordersWorld({ orders: [anOrder({ status: 'processing' })] });
    renderAt('/profile/orders', <OrdersPage params={{}} />, world);
    const card = (await screen.findAllByTestId('order-card'))[0]!;
    world.ordersApi.failWith = new StoreFailure('server', 'POST more/transaction/order/tracking', 'down', { status: 500 });
    fireEvent.click(within(card).getByRole('button', { name: 'Lacak Pesanan' }));
    expect((await screen.findByTestId('tracking-failed')).textContent).toContain('Failed to get tracking data');
  });
});
