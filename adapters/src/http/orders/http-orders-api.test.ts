import { BuyAgain, RecordingNavigation, StoreFailure, orderTrackingFailureMessage } from '@more/core';
import { InMemoryCartApi } from '@more/core/testing';
import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpOrdersApi } from './http-orders-api';
import { toOrderStatusWire } from './order.mapper';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;

const SHIPPED = 'MORE-20261115-0042';
const UNPAID = 'MORE-20261119-0107';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo-token', mock.clock.unixSeconds());
  server.resetHandlers(...mock.handlers);
});

const orders = () => new HttpOrdersApi(createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => 'demo-token' }));

describe('HttpOrdersApi against the mock API', () => {
  it('lists the orders, a page at a time and by status', async () => {
    const page = await orders().list({ perPage: 2 });
    expect(page).toMatchObject({ page: 1, perPage: 2, total: 5, totalPages: 3 });
    expect(page.items.map((order) => order.status)).toEqual(['awaiting-payment', 'processing']);
    expect(page.items[0]!.createdAt).toBe(Date.UTC(2026, 10, 19, 3, 15));
    const shipped = await orders().list({ status: 'shipped' });
    expect(shipped.items.map((order) => order.orderNumber)).toEqual([SHIPPED]);
  });

  it('reads one order in full, with items buy again can take', async () => {
    const order = await orders().order(UNPAID);
    expect(order).toMatchObject({ orderNumber: UNPAID, billNumber: 'INV-20261119-0107', status: 'awaiting-payment', payment: { code: 'bca-va', tenor: null } });
    expect(order.payBefore).toBe(Date.UTC(2026, 10, 22, 2));
    expect(order.totals.grandTotal).toBe(order.grandTotal);
    expect(order.items[0]).toMatchObject({ comboId: null, combo: null, bundle: [] });
    const cart = { add: () => ({ kind: 'added' as const, key: '', quantity: 1 }) };
    const outcome = await new BuyAgain(new InMemoryCartApi(), cart, new RecordingNavigation()).buyAgain(order.items);
    expect(outcome.kind).toBe('added');
  });

  it('cancels with a note and completes a shipped order; the server\'s rules come back as refusals', async () => {
    expect(await orders().cancel(UNPAID, 'Salah alamat')).toMatchObject({ status: 'cancelled', cancelNote: 'Salah alamat', payBefore: null });
    await expect(orders().cancel(SHIPPED, 'Terlambat')).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 422, serverMessage: 'Pesanan yang sudah dikirim tidak dapat dibatalkan' },
    });
    expect((await orders().complete(SHIPPED)).status).toBe('completed');
    await expect(orders().complete(SHIPPED)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(orders().order('MORE-20260101-9999')).rejects.toMatchObject({ kind: 'not-found', details: { status: 404 } });
  });

  it('tracks a shipped order; a failure carries the server\'s message for the shopper', async () => {
    const tracking = await orders().tracking(SHIPPED);
    expect(tracking.general).toMatchObject({ orderNumber: SHIPPED, status: 'shipped', waybill: 'JNE0042115112026', courier: 'JNE' });
    expect(tracking.waybillEvents[0]).toMatchObject({ description: 'Paket diterima di gudang JNE' });
    expect(tracking.steps.map((step) => step.done)).toEqual([true, true, true, false]);
    const failure = await orders().tracking(UNPAID).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(orderTrackingFailureMessage(failure as StoreFailure)).toBe('Pesanan belum dibayar, belum ada data pengiriman');
  });

  it('reads the order as the app does', async () => {
    expect(await orders().appOrder(UNPAID)).toMatchObject({ orderNumber: UNPAID, status: 'awaiting-payment', paymentName: 'BCA Virtual Account', itemCount: 3 });
  });

  it('writes every status the way the list query sends it', () => {
    expect((['awaiting-payment', 'processing', 'shipped', 'completed', 'cancelled'] as const).map(toOrderStatusWire)).toEqual([
      'awaiting_payment',
      'processing',
      'shipped',
      'completed',
      'cancelled',
    ]);
  });
});
