import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { StoreFailure } from '../shared/failure';
import type { Loadable } from '../shared/loadable';
import { InMemoryOrdersApi, anOrder } from './fakes';
import type { OrderDetail } from './order';
import { OrderDetails, isMissingOrder, orderStateFor } from './order-details';

const unpaid = anOrder();
const shipped = anOrder({ orderNumber: 'MORE-20261115-0042', billNumber: 'INV-20261115-0042', status: 'shipped' });

describe('OrderDetails: one order for its page (GET more/transaction/order/{id})', () => {
  it('goes idle → loading → ready', async () => {
    const api = new InMemoryOrdersApi([unpaid]);
    const details = new OrderDetails(api);
    const seen: Loadable<OrderDetail>['status'][] = [];
    details.state$.subscribe((state) => seen.push(state.status));
    details.load(unpaid.orderNumber);
    await settle();
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(details.current).toEqual({ status: 'ready', value: unpaid });
    expect(api.calls).toEqual(['GET more/transaction/order/{id}']);
  });

  it('fails with a StoreFailure, and an unknown order is a missing one', async () => {
    const api = new InMemoryOrdersApi([unpaid]);
    const details = new OrderDetails(api);
    details.load('MORE-1');
    await settle();
    expect(details.current).toMatchObject({ status: 'failed', failure: { kind: 'not-found' } });
    expect(isMissingOrder(details.current)).toBe(true);

    api.failWith = new Error('socket hang up');
    details.load(unpaid.orderNumber);
    await settle();
    expect(details.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET more/transaction/order/{id}' } });
    expect(isMissingOrder(details.current)).toBe(false);
    expect(isMissingOrder({ status: 'loading' })).toBe(false);

    api.failWith = new StoreFailure('server', 'GET more/transaction/order/{id}', 'HTTP 500', { status: 500 });
    details.load(unpaid.orderNumber);
    await settle();
    expect(details.current).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
  });

  it('ensureLoaded asks once per order, again for another order or after a failure', async () => {
    const api = new InMemoryOrdersApi([unpaid, shipped]);
    const details = new OrderDetails(api);
    details.ensureLoaded(unpaid.orderNumber);
    details.ensureLoaded(unpaid.orderNumber);
    await settle();
    details.ensureLoaded(unpaid.orderNumber);
    expect(api.calls).toHaveLength(1);
    details.ensureLoaded(shipped.orderNumber);
    await settle();
    expect(details.current).toEqual({ status: 'ready', value: shipped });
    expect(api.calls).toHaveLength(2);
    api.failWith = new Error('offline');
    details.load(shipped.orderNumber);
    await settle();
    details.ensureLoaded(shipped.orderNumber);
    await settle();
    expect(details.current.status).toBe('ready');
    expect(api.calls).toHaveLength(4);
  });

  it('a newer order replaces an answer still on its way', async () => {
    let release: (order: OrderDetail) => void = () => undefined;
    const slow = new Promise<OrderDetail>((resolve) => (release = resolve));
    const api = { order: (orderNumber: string) => (orderNumber === 'slow' ? slow : Promise.resolve(shipped)) };
    const details = new OrderDetails(api);
    details.load('slow');
    details.load(shipped.orderNumber);
    await settle();
    release(unpaid);
    await settle();
    expect(details.current).toEqual({ status: 'ready', value: shipped });
  });

  it('replace shows a changed order without asking', () => {
    const details = new OrderDetails(new InMemoryOrdersApi([unpaid]));
    details.replace(shipped);
    expect(details.current).toEqual({ status: 'ready', value: shipped });
  });

  it('shows a changed order from the actions\' stream only when it is the one shown', async () => {
    const changes = new Subject<OrderDetail>();
    const details = new OrderDetails(new InMemoryOrdersApi([unpaid, shipped]), changes);
    details.load(unpaid.orderNumber);
    await settle();
    changes.next({ ...shipped, status: 'completed' });
    expect(details.current).toEqual({ status: 'ready', value: unpaid });
    changes.next({ ...unpaid, status: 'cancelled' });
    expect(details.current).toEqual({ status: 'ready', value: { ...unpaid, status: 'cancelled' } });
  });

  it('forget drops what is shown and an answer still on its way', async () => {
    let release: (order: OrderDetail) => void = () => undefined;
    const details = new OrderDetails({ order: () => new Promise<OrderDetail>((resolve) => (release = resolve)) });
    details.load(unpaid.orderNumber);
    expect(details.current.status).toBe('loading');
    details.forget();
    release(unpaid);
    await settle();
    expect(details.current).toEqual({ status: 'idle' });
    details.ensureLoaded(unpaid.orderNumber);
    expect(details.current.status).toBe('loading');
  });
});

describe('orderStateFor: an order shows only under its own number', () => {
  it('shows a loaded order under its ordersn or its bill number, and as loading under another', () => {
    const shown = { status: 'ready', value: unpaid } as const;
    expect(orderStateFor(shown, unpaid.orderNumber)).toBe(shown);
    expect(orderStateFor(shown, unpaid.billNumber)).toBe(shown);
    expect(orderStateFor(shown, shipped.orderNumber)).toEqual({ status: 'loading' });
    expect(orderStateFor({ status: 'idle' }, shipped.orderNumber)).toEqual({ status: 'idle' });
  });
});
