import { describe, expect, it } from 'vitest';
import { InMemoryOrdersApi, anOrder, anOrderItem } from './fakes';

const orders = [
  anOrder({ orderNumber: 'A-1', status: 'awaiting-payment', createdAt: 3 }),
  anOrder({ orderNumber: 'A-2', status: 'shipped', createdAt: 2, shipping: { ...anOrder().shipping, waybill: 'JNE1' } }),
  anOrder({ orderNumber: 'A-3', status: 'completed', createdAt: 1 }),
];

// The fake is used by tests in other packages: what it promises is tested here.
describe('the in-memory orders API', () => {
  it('lists newest first, by status when asked, one page at a time', async () => {
    const api = new InMemoryOrdersApi(orders);
    const page = await api.list({ perPage: 2 });
    expect(page).toMatchObject({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(page.items.map((order) => order.orderNumber)).toEqual(['A-1', 'A-2']);
    expect(page.items[0]).not.toHaveProperty('payment');
    expect((await api.list({ status: 'shipped' })).items.map((order) => order.orderNumber)).toEqual(['A-2']);
    expect((await api.list()).perPage).toBe(10);
  });

  it('cancels only before shipping, with a note, and completes only a shipped order', async () => {
    const api = new InMemoryOrdersApi(orders);
    await expect(api.cancel('A-1', '  ')).rejects.toMatchObject({ kind: 'rejected', details: { status: 422 } });
    expect(await api.cancel('A-1', ' Salah pilih warna ')).toMatchObject({ status: 'cancelled', cancelNote: 'Salah pilih warna', payBefore: null });
    await expect(api.cancel('A-2', 'Terlalu lama')).rejects.toMatchObject({ details: { serverMessage: 'Pesanan ini tidak dapat dibatalkan' } });
    await expect(api.complete('A-3')).rejects.toMatchObject({ kind: 'rejected' });
    expect(await api.complete('A-2')).toMatchObject({ status: 'completed' });
    expect(api.get('A-2')?.status).toBe('completed');
  });

  it('answers unknown orders as not found, tracks paid orders, and reads orders as the app does', async () => {
    const api = new InMemoryOrdersApi([...orders, anOrder({ orderNumber: 'B-1', items: [anOrderItem({ nameLong: 'Sofa L' })], itemCount: 2 })]);
    await expect(api.order('X')).rejects.toMatchObject({ kind: 'not-found', call: 'GET more/transaction/order/{id}', details: { status: 404 } });
    await expect(api.tracking('A-1')).rejects.toMatchObject({ kind: 'rejected' });
    const tracking = await api.tracking('A-2');
    expect(tracking.general).toMatchObject({ orderNumber: 'A-2', waybill: 'JNE1' });
    expect(tracking.waybillEvents).toHaveLength(1);
    expect(tracking.steps.every((step) => step.done)).toBe(true);
    expect(await api.appOrder('B-1')).toMatchObject({ orderNumber: 'B-1', firstItemName: 'Sofa L', itemCount: 2, paymentName: 'BCA Virtual Account' });
    expect((await api.order('A-3')).orderNumber).toBe('A-3');
  });

  it('finds an order by its bill number too, as the mock does for the thanks redirect', async () => {
    const api = new InMemoryOrdersApi([anOrder({ orderNumber: 'MORE-1', billNumber: 'INV-1' })]);
    expect((await api.order('INV-1')).orderNumber).toBe('MORE-1');
    expect(api.get('INV-2')).toBeUndefined();
  });

  it('fails the next call when told, and records every call by its name', async () => {
    const api = new InMemoryOrdersApi();
    api.failWith = new Error('down');
    await expect(api.list()).rejects.toThrow('down');
    await expect(api.list()).resolves.toMatchObject({ total: 1 });
    expect(api.calls).toEqual(['GET more/transaction/order', 'GET more/transaction/order']);
  });
});
