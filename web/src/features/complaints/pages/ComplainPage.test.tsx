import { StoreFailure } from '@more/core';
import { anOrder, anOrderItem } from '@more/core/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complaintsWorld, renderAt } from '../complaints.fixture';
import ComplainPage from './ComplainPage';

const chair = anOrderItem();
const table = anOrderItem({ variantId: 301, slug: 'meja-makan-jati', nameLong: 'Meja Makan Jati 6 Kursi', quantity: 1 });
const orders = [
  anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', createdAt: Date.UTC(2026, 10, 15, 3), items: [chair, table] }),
  anOrder({ orderNumber: 'MORE-20261020-0311', status: 'completed', createdAt: Date.UTC(2026, 9, 20, 3), items: [table] }),
  anOrder({ orderNumber: 'MORE-20261119-0107', status: 'awaiting-payment', createdAt: Date.UTC(2026, 10, 19, 3) }),
  anOrder({ orderNumber: 'MORE-20261002-0275', status: 'cancelled', createdAt: Date.UTC(2026, 9, 2, 3) }),
];

describe('/profile/complain: the lines to complain about, and the complaints sent (issue 20, point 7)', () => {
  it('lists the products of shipped and completed orders, newest first, each linking to its form', async () => {
    renderAt('/profile/complain', <ComplainPage params={{}} />, complaintsWorld({ orders }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Komplain']);
    expect(screen.getByTestId('complaint-orders-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('complaint-order');
    expect(cards.map((card) => card.getAttribute('data-order'))).toEqual(['MORE-20261115-0042', 'MORE-20261020-0311']);
    expect(cards[0]!.textContent).toContain('15 November 2026 10:00');
    expect(within(cards[0]!).getByTestId('order-status-label').textContent).toBe('Dikirim');
    const lines = within(cards[0]!).getAllByTestId('complaint-line');
    expect(lines.map((line) => line.getAttribute('data-product'))).toEqual(['kursi-makan-jati', 'meja-makan-jati']);
    const link = within(lines[1]!).getByRole('link', { name: 'Ajukan Komplain untuk Meja Makan Jati 6 Kursi' });
    expect(link.getAttribute('href')).toBe('/profile/complain-detail?ordersn=MORE-20261115-0042&product=meja-makan-jati');
    // Nothing sent yet: no list of sent complaints.
    expect(screen.queryByTestId('sent-complaints')).toBeNull();
  });

  it('lists a complaint the orders tell of (sent earlier, another tab, before a reload) with its product, date and state', async () => {
    const complaint = { id: 8, status: 'in-review' as const, templateId: 1, text: 'Kaki kursi patah saat paket dibuka', createdAt: Date.UTC(2026, 10, 21, 12, 5) };
    const told = [{ ...orders[0]!, items: [{ ...chair, complaint }, table] }, ...orders.slice(1)];
    renderAt('/profile/complain', <ComplainPage params={{}} />, complaintsWorld({ orders: told }));
    const listed = await screen.findAllByTestId('sent-complaint');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.textContent).toContain('Kursi Makan Jati Natural');
    expect(listed[0]!.textContent).toContain('21 November 2026 19:05');
    expect(listed[0]!.textContent).toContain('Sedang Ditinjau');
    expect(listed[0]!.textContent).toContain('Kaki kursi patah saat paket dibuka');
    expect(within(listed[0]!).getByRole('link', { name: 'MORE-20261115-0042' }).getAttribute('href')).toBe('/profile/order/MORE-20261115-0042');
    // Its line says a complaint was sent, and offers another.
    const line = within(screen.getAllByTestId('complaint-order')[0]!).getAllByTestId('complaint-line')[0]!;
    expect(line.textContent).toContain('Komplain terkirim 21 November 2026 19:05');
  });

  it('says when no order can be complained about yet, with the way to the orders', async () => {
    renderAt('/profile/complain', <ComplainPage params={{}} />, complaintsWorld({ orders: [orders[2]!, orders[3]!] }));
    const empty = await screen.findByTestId('complaint-orders-empty');
    expect(empty.textContent).toContain('Belum ada pesanan yang dapat dikomplain');
    expect(within(empty).getByRole('link', { name: 'Lihat Pesanan Saya' }).getAttribute('href')).toBe('/profile/orders');
  });

  it('explains a failure in Indonesian and recovers with "Coba Lagi"', async () => {
    const world = complaintsWorld({ orders });
    world.ordersApi.failWith = new StoreFailure('network', 'GET more/transaction/order', 'offline');
    renderAt('/profile/complain', <ComplainPage params={{}} />, world);
    const failure = await screen.findByTestId('complaint-orders-failed');
    expect(failure.textContent).toContain('Daftar pesanan belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Koneksi ke server terputus');
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('complaint-order')).toHaveLength(2);
  });

  it('lists a complaint sent from this account with its date, and marks its line', async () => {
    const world = complaintsWorld({ orders });
    renderAt('/profile/complain', <ComplainPage params={{}} />, world);
    await screen.findAllByTestId('complaint-order');
    act(() => {
      world.sent.add(
        { id: 9, productId: 44, orderNumber: 'MORE-20261115-0042', templateId: 1, text: 'Kaki kursi patah saat diterima', status: 'pending', photos: [], createdAt: Date.UTC(2026, 10, 21, 12, 5) },
        { slug: 'kursi-makan-jati', name: 'Kursi Makan Jati Natural', image: null },
        'Barang rusak saat diterima',
      );
    });
    const sent = screen.getAllByTestId('sent-complaint');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textContent).toContain('Kursi Makan Jati Natural');
    expect(sent[0]!.textContent).toContain('21 November 2026 19:05');
    expect(sent[0]!.textContent).toContain('Menunggu Ditinjau');
    expect(sent[0]!.textContent).toContain('Barang rusak saat diterima');
    const line = screen.getAllByTestId('complaint-line').find((candidate) => candidate.getAttribute('data-product') === 'kursi-makan-jati')!;
    expect(line.textContent).toContain('Komplain terkirim 21 November 2026 19:05');
    expect(within(line).getByRole('link', { name: 'Ajukan Lagi untuk Kursi Makan Jati Natural' })).toBeTruthy();
  });

  it('pages of 10 orders, the page in the address', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      anOrder({ orderNumber: `MORE-202610${String(index + 10)}-0001`, status: 'completed', createdAt: Date.UTC(2026, 9, index + 1) }),
    );
    renderAt('/profile/complain?page=2', <ComplainPage params={{}} />, complaintsWorld({ orders: many }));
    expect(await screen.findAllByTestId('complaint-order')).toHaveLength(2);
    const pager = screen.getByRole('navigation', { name: 'Halaman pesanan' });
    expect(within(pager).getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe('/profile/complain');
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
  });
});
