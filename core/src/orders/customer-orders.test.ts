import fc from 'fast-check';
import { Subject, firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { CustomerOrders, emptyOrdersText, ordersHref, ordersQueryOf, ordersTabLabel, ordersTabs } from './customer-orders';
import { InMemoryOrdersApi, anOrder } from './fakes';
import type { OrderSummary } from './order';
import { orderStatuses } from './order-status';

const settled = (orders: CustomerOrders) => firstValueFrom(orders.state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

/** 23 orders a day apart, the newest last made, in the states an order passes through. */
const manyOrders = () =>
  Array.from({ length: 23 }, (_, index) =>
    anOrder({
      orderNumber: `MORE-202611${String(index + 1).padStart(2, '0')}-0001`,
      billNumber: `INV-202611${String(index + 1).padStart(2, '0')}-0001`,
      createdAt: Date.UTC(2026, 10, index + 1),
      status: orderStatuses[index % orderStatuses.length]!,
    }),
  );

describe('the tabs of /profile/orders', () => {
  it('are all orders, then core\'s order states, in Indonesian', () => {
    expect(ordersTabs.map(ordersTabLabel)).toEqual(['Semua', 'Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan']);
  });

  it('keep the tab and the page in the address, one address per view', () => {
    expect(ordersHref({ tab: 'all', page: 1 })).toBe('/profile/orders');
    expect(ordersHref({ tab: 'shipped', page: 1 })).toBe('/profile/orders?status=shipped');
    expect(ordersHref({ tab: 'cancelled', page: 3 })).toBe('/profile/orders?status=cancelled&page=3');
    expect(ordersQueryOf('?status=shipped&page=2')).toEqual({ tab: 'shipped', page: 2 });
    expect(ordersQueryOf('status=dikirim&page=-1')).toEqual({ tab: 'all', page: 1 });
    expect(ordersQueryOf('page=1.5')).toEqual({ tab: 'all', page: 1 });
  });

  it('PROPERTY: an address read back gives the view it was made for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ordersTabs), fc.integer({ min: 1, max: 10_000 }), (tab, page) => {
        const href = ordersHref({ tab, page });
        expect(ordersQueryOf(href.split('?')[1] ?? '')).toEqual({ tab, page });
      }),
    );
  });

  it('say what a tab holds when it is empty', () => {
    expect(emptyOrdersText('all')).toBe('Belum ada pesanan');
    expect(emptyOrdersText('shipped')).toBe('Belum ada pesanan dengan status Dikirim');
  });
});

describe('CustomerOrders', () => {
  it('shows a tab\'s page, newest first, 10 a page, with the count of pages', async () => {
    const api = new InMemoryOrdersApi(manyOrders());
    const orders = new CustomerOrders(api);
    orders.show({ tab: 'all', page: 1 });
    const first = await settled(orders);
    expect(first.status === 'ready' && first.value.orders.map((order) => order.createdAt)).toEqual(
      manyOrders().map((order) => order.createdAt).sort((a, b) => b - a).slice(0, 10),
    );
    expect(first.status === 'ready' && [first.value.total, first.value.totalPages]).toEqual([23, 3]);

    orders.show({ tab: 'all', page: 3 });
    const last = await settled(orders);
    expect(last.status === 'ready' && last.value.orders).toHaveLength(3);
  });

  it('asks for one state only on its tab', async () => {
    const api = new InMemoryOrdersApi(manyOrders());
    const orders = new CustomerOrders(api);
    orders.show({ tab: 'shipped', page: 1 });
    const state = await settled(orders);
    expect(state.status === 'ready' && state.value.orders.every((order) => order.status === 'shipped')).toBe(true);
    expect(state.status === 'ready' && state.value.query).toEqual({ tab: 'shipped', page: 1 });
  });

  it('does not ask twice for the view it shows, and asks again on "Coba Lagi"', async () => {
    const api = new InMemoryOrdersApi(manyOrders());
    const orders = new CustomerOrders(api);
    orders.show({ tab: 'all', page: 1 });
    await settled(orders);
    orders.show({ tab: 'all', page: 1 });
    expect(api.calls).toHaveLength(1);
    orders.reload();
    await settled(orders);
    expect(api.calls).toHaveLength(2);
  });

  it('a failed page is failed, with the call named; the shopper retries', async () => {
    const api = new InMemoryOrdersApi(manyOrders());
    api.failWith = new StoreFailure('server', 'GET more/transaction/order', 'down', { status: 500 });
    const orders = new CustomerOrders(api);
    orders.show({ tab: 'processing', page: 1 });
    const state = await settled(orders);
    expect(state.status === 'failed' && state.failure.kind).toBe('server');
    orders.reload();
    expect((await settled(orders)).status).toBe('ready');
  });

  it('a changed order shows its new state in place; forgetting leaves nothing', async () => {
    const api = new InMemoryOrdersApi([anOrder()]);
    const orders = new CustomerOrders(api);
    orders.show({ tab: 'awaiting-payment', page: 1 });
    await settled(orders);
    orders.replace({ ...anOrder(), status: 'cancelled' });
    const state = orders.current;
    expect(state.status === 'ready' && state.value.orders[0]!.status).toBe('cancelled');
    orders.forget();
    expect(orders.current.status).toBe('idle');
  });

  it('shows the orders an action changed, given their stream', async () => {
    const changes = new Subject<OrderSummary>();
    const orders = new CustomerOrders(new InMemoryOrdersApi([anOrder()]), changes);
    orders.show({ tab: 'all', page: 1 });
    await settled(orders);
    changes.next({ ...anOrder(), status: 'cancelled' });
    const state = orders.current;
    expect(state.status === 'ready' && state.value.orders[0]!.status).toBe('cancelled');
  });
});

describe('CustomerOrders.settled (the server\'s render of /profile/orders waits for it)', () => {
  it('resolves once the page shown has come or failed, and at once when nothing is shown', async () => {
    const orders = new CustomerOrders(new InMemoryOrdersApi(manyOrders()));
    await orders.settled();
    expect(orders.current.status).toBe('idle');
    orders.show({ tab: 'all', page: 1 });
    await orders.settled();
    expect(orders.current).toMatchObject({ status: 'ready', value: { total: 23 } });
  });
});
