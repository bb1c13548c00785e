import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryOrdersApi, anOrder, anOrderItem } from '../orders/fakes';
import { orderStatuses } from '../orders/order-status';
import { StoreFailure } from '../shared/failure';
import {
  COMPLAINT_ORDERS_PER_CALL,
  ComplaintChoices,
  SentComplaints,
  canComplainAbout,
  complaintDetailHref,
  complaintLineRefOf,
  complaintLinesOf,
  complaintOrdersOf,
  complaintOrdersPage,
  complaintPageHref,
  listedComplaints,
} from './customer-complaints';
import type { Complaint } from './review';

/** Lets the fakes' answers (promises already resolved) reach the state: core has no timers to wait on. */
const settle = async () => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

const chair = anOrderItem();
const table = anOrderItem({ variantId: 301, slug: 'meja-makan-jati', nameLong: 'Meja Makan Jati 6 Kursi', nameShort: 'Meja Makan Jati', quantity: 1 });

describe('the lines a customer may complain about (issue 20, point 7: "an order line of a completed or shipped order")', () => {
  it('only shipped and completed orders: the others have nothing delivered to complain about', () => {
    expect(orderStatuses.filter(canComplainAbout)).toEqual(['shipped', 'completed']);
  });

  it('one line per product of an order, the units of its variants counted together, each linking to its form', () => {
    const grey = anOrderItem({ variantId: 202, nameLong: 'Kursi Makan Jati Abu-abu', quantity: 1 });
    const lines = complaintLinesOf(anOrder({ orderNumber: 'MORE-20261020-0311', items: [chair, table, grey] }));
    expect(lines.map((line) => [line.slug, line.name, line.quantity])).toEqual([
      ['kursi-makan-jati', 'Kursi Makan Jati Natural', 3],
      ['meja-makan-jati', 'Meja Makan Jati 6 Kursi', 1],
    ]);
    expect(lines[1]!.href).toBe('/profile/complain-detail?ordersn=MORE-20261020-0311&product=meja-makan-jati');
  });

  it('orders a complaint may start from: complainable only, newest first, each once', () => {
    const orders = complaintOrdersOf([
      anOrder({ orderNumber: 'A', status: 'completed', createdAt: 1_000 }),
      anOrder({ orderNumber: 'B', status: 'cancelled', createdAt: 5_000 }),
      anOrder({ orderNumber: 'C', status: 'shipped', createdAt: 3_000 }),
      anOrder({ orderNumber: 'A', status: 'completed', createdAt: 1_000 }),
      anOrder({ orderNumber: 'D', status: 'processing', createdAt: 4_000 }),
    ]);
    expect(orders.map((order) => [order.orderNumber, order.statusLabel])).toEqual([
      ['C', 'Dikirim'],
      ['A', 'Selesai'],
    ]);
  });

  it('the form\'s address names its line, and reads back the same, whatever the slug and number hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''), fc.string().filter((s) => s.trim() === s && s !== ''), (orderNumber, slug) => {
        const href = complaintDetailHref({ orderNumber, slug });
        expect(complaintLineRefOf(href.slice(href.indexOf('?')))).toEqual({ orderNumber, slug });
      }),
    );
    expect(complaintLineRefOf('?ordersn=MORE-20261020-0311')).toBeNull();
    expect(complaintLineRefOf('?product=sofa&ordersn=%20')).toBeNull();
    expect(complaintLineRefOf('')).toBeNull();
  });

  it('pages of 10 orders, a page past the end showing the last, page 1 with a plain address', () => {
    const orders = complaintOrdersOf(Array.from({ length: 23 }, (_, index) => anOrder({ orderNumber: `O-${index}`, status: 'completed', createdAt: index })));
    expect(complaintOrdersPage(orders, '').orders.map((order) => order.orderNumber)[0]).toBe('O-22');
    expect(complaintOrdersPage(orders, '?page=3')).toMatchObject({ page: 3, totalPages: 3 });
    expect(complaintOrdersPage(orders, '?page=3').orders).toHaveLength(3);
    expect(complaintOrdersPage(orders, '?page=9').page).toBe(3);
    expect(complaintOrdersPage(orders, '?page=x').page).toBe(1);
    expect(complaintOrdersPage([], '').totalPages).toBe(1);
    expect(complaintPageHref(1)).toBe('/profile/complain');
    expect(complaintPageHref(2)).toBe('/profile/complain?page=2');
  });
});

describe('ComplaintChoices: the lines derived from the customer\'s orders (document 2 has no such list)', () => {
  it('asks for each complainable state at the server\'s largest page and merges them newest first', async () => {
    const api = new InMemoryOrdersApi([
      anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', createdAt: 3_000, items: [table] }),
      anOrder({ orderNumber: 'MORE-20261020-0311', status: 'completed', createdAt: 2_000, items: [chair] }),
      anOrder({ orderNumber: 'MORE-20261119-0107', status: 'awaiting-payment', createdAt: 4_000 }),
    ]);
    const asked: unknown[] = [];
    const choices = new ComplaintChoices({ list: (query) => (asked.push(query), api.list(query)) });
    choices.show();
    expect(choices.current.status).toBe('loading');
    await settle();
    const state = choices.current;
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.value.map((order) => order.orderNumber)).toEqual(['MORE-20261115-0042', 'MORE-20261020-0311']);
    expect(asked).toEqual([
      { status: 'shipped', page: 1, perPage: COMPLAINT_ORDERS_PER_CALL },
      { status: 'completed', page: 1, perPage: COMPLAINT_ORDERS_PER_CALL },
    ]);
    // Shown again while ready: nothing asked.
    choices.show();
    expect(asked).toHaveLength(2);
  });

  it('reads every page of a state when there are more orders than one page holds', async () => {
    const many = Array.from({ length: 120 }, (_, index) => anOrder({ orderNumber: `MORE-20260101-${String(index).padStart(4, '0')}`, status: 'completed', createdAt: index }));
    const choices = new ComplaintChoices(new InMemoryOrdersApi(many));
    choices.show();
    await settle();
    const state = choices.current;
    expect(state.status === 'ready' && state.value.length).toBe(120);
  });

  it('a failure is shown with the call named, and "Coba Lagi" asks again', async () => {
    const api = new InMemoryOrdersApi([anOrder({ status: 'completed' })]);
    api.failWith = new StoreFailure('server', 'GET more/transaction/order', 'down', { status: 500 });
    const choices = new ComplaintChoices(api);
    choices.show();
    await settle();
    const state = choices.current;
    expect(state.status === 'failed' && state.failure.kind).toBe('server');
    choices.reload();
    await settle();
    expect(choices.current.status).toBe('ready');
  });

  it('leaving or logging out forgets the lines, and drops an answer still on its way', async () => {
    const choices = new ComplaintChoices(new InMemoryOrdersApi([anOrder({ status: 'completed' })]));
    choices.show();
    choices.clearOnLogout();
    await settle();
    expect(choices.current.status).toBe('idle');
  });
});

const aComplaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  id: 1,
  productId: 12,
  orderNumber: 'MORE-20261020-0311',
  templateId: 1,
  text: 'Kaki kursi patah saat diterima',
  status: 'pending',
  photos: [],
  createdAt: Date.UTC(2026, 10, 21, 12, 5),
  ...overrides,
});

describe('SentComplaints: what this account sent, listed with its date', () => {
  it('newest first, with the product, reason, state and the date as the store writes it', () => {
    const sent = new SentComplaints();
    sent.add(aComplaint(), { slug: 'kursi-makan-jati', name: 'Kursi Makan Jati Natural', image: null }, 'Barang rusak saat diterima');
    sent.add(aComplaint({ id: 2, createdAt: Date.UTC(2026, 10, 22, 1, 0), text: 'Warna meja berbeda dari foto', photos: [{ id: 7, url: 'u', name: 'a.jpg' }] }), { slug: 'meja-makan-jati', name: 'Meja Makan Jati', image: null }, null);
    expect(sent.current.map((complaint) => [complaint.id, complaint.createdAt, complaint.statusLabel, complaint.photoCount])).toEqual([
      [2, Date.UTC(2026, 10, 22, 1, 0), 'Menunggu Ditinjau', 1],
      [1, Date.UTC(2026, 10, 21, 12, 5), 'Menunggu Ditinjau', 0],
    ]);
    expect(sent.latestFor({ orderNumber: 'MORE-20261020-0311', slug: 'meja-makan-jati' })?.id).toBe(2);
    expect(sent.latestFor({ orderNumber: 'MORE-20261020-0311', slug: 'sofa' })).toBeNull();
  });

  it('nothing of the customer remains after logout', () => {
    const sent = new SentComplaints();
    sent.add(aComplaint(), { slug: 'kursi-makan-jati', name: 'Kursi', image: null }, null);
    sent.clearOnLogout();
    expect(sent.current).toEqual([]);
  });
});

describe('listedComplaints: every complaint /profile/complain lists (the orders tell of them; this tab adds its own)', () => {
  const told = (id: number, at: number, status: 'pending' | 'in-review' = 'pending') => ({ id, status, templateId: null, text: `Komplain nomor ${id}`, createdAt: at });

  it('lists the complaints the orders carry, with date and state, after a reload (nothing sent in this tab)', () => {
    const order = anOrder({ orderNumber: 'MORE-20261020-0311', status: 'shipped', items: [{ ...chair, complaint: told(4, Date.UTC(2026, 10, 21, 12, 5), 'in-review') }, table] });
    const listed = listedComplaints(complaintOrdersOf([order]), []);
    expect(listed.map((c) => [c.id, c.orderNumber, c.productName, c.createdAt, c.statusLabel, c.photoCount])).toEqual([
      [4, 'MORE-20261020-0311', 'Kursi Makan Jati Natural', Date.UTC(2026, 10, 21, 12, 5), 'Sedang Ditinjau', null],
    ]);
    expect(complaintOrdersOf([order])[0]!.lines.map((line) => line.sent?.id ?? null)).toEqual([4, null]);
  });

  it("keeps this tab's reason and photos, and takes the order's newer state", () => {
    const sent = new SentComplaints();
    sent.add(aComplaint({ id: 4, photos: [{ id: 7, url: 'u', name: 'a.jpg' }] }), { slug: 'kursi-makan-jati', name: 'Kursi Makan Jati Natural', image: null }, 'Barang rusak saat diterima');
    const order = anOrder({ orderNumber: 'MORE-20261020-0311', status: 'shipped', items: [{ ...chair, complaint: told(4, Date.UTC(2026, 10, 21, 12, 5), 'in-review') }] });
    expect(listedComplaints(complaintOrdersOf([order]), sent.current).map((c) => [c.id, c.reason, c.photoCount, c.statusLabel])).toEqual([
      [4, 'Barang rusak saat diterima', 1, 'Sedang Ditinjau'],
    ]);
  });

  it('PROPERTY: each complaint once, newest first, and none lost', () => {
    const complaintAt = fc.record({ id: fc.integer({ min: 1, max: 12 }), at: fc.integer({ min: 0, max: 1e12 }) });
    fc.assert(
      fc.property(fc.array(complaintAt, { maxLength: 6 }), fc.array(complaintAt, { maxLength: 4 }), (fromOrders, fromTab) => {
        const orders = complaintOrdersOf(
          fromOrders.map(({ id, at }, index) =>
            anOrder({ orderNumber: `MORE-20261020-${String(index).padStart(4, '0')}`, status: 'completed', items: [{ ...chair, complaint: told(id, at) }] }),
          ),
        );
        const sent = new SentComplaints();
        for (const { id, at } of fromTab) sent.add(aComplaint({ id, createdAt: at }), { slug: 'kursi-makan-jati', name: 'Kursi', image: null }, null);
        const listed = listedComplaints(orders, sent.current);
        const ids = listed.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...orders.flatMap((o) => o.lines.flatMap((l) => (l.sent ? [l.sent.id] : []))), ...sent.current.map((c) => c.id)]));
        for (let i = 1; i < listed.length; i++) expect(listed[i - 1]!.createdAt).toBeGreaterThanOrEqual(listed[i]!.createdAt);
      }),
    );
  });
});
