import { describe, expect, it } from 'vitest';
import type { Page } from '../catalogue/product';
import { InMemoryOrdersApi, anOrder } from './fakes';
import type { OrderSummary } from './order';
import { InvoiceList } from './invoice-list';
import type { OrderListQuery } from './orders-api.port';

const DAY = 86_400_000;
const orders = Array.from({ length: 5 }, (_, i) =>
  anOrder({ orderNumber: `MORE-2026111${i}-000${i}`, billNumber: `INV-2026111${i}-000${i}`, createdAt: Date.UTC(2026, 10, 10) + i * DAY }),
);
const numbers = (list: InvoiceList) => (list.current.status === 'ready' ? list.current.value.orders.map((order) => order.orderNumber) : null);

describe('InvoiceList: /invoice, the shopper\'s orders a page at a time (GET more/transaction/order)', () => {
  it('loads the first page newest first, then appends the next pages until there are none', async () => {
    const api = new InMemoryOrdersApi(orders);
    const list = new InvoiceList(api, 2);
    expect(list.current.status).toBe('idle');
    const loading = list.ensureLoaded();
    expect(list.current.status).toBe('loading');
    await loading;
    expect(numbers(list)).toEqual(['MORE-20261114-0004', 'MORE-20261113-0003']);
    expect(list.current).toMatchObject({ status: 'ready', value: { total: 5, hasMore: true, loadingMore: false, moreFailure: null } });

    const more = list.loadMore();
    expect(list.current).toMatchObject({ value: { loadingMore: true } });
    await list.loadMore(); // ignored while one is on its way
    await more;
    await list.loadMore();
    expect(numbers(list)).toHaveLength(5);
    expect(list.current).toMatchObject({ value: { hasMore: false } });
    await list.loadMore(); // nothing more
    await list.ensureLoaded(); // already here
    expect(api.calls).toHaveLength(3);
  });

  it('shows an empty list as ready with nothing more', async () => {
    const list = new InvoiceList(new InMemoryOrdersApi([]));
    await list.load();
    expect(list.current).toEqual({ status: 'ready', value: { orders: [], total: 0, hasMore: false, loadingMore: false, moreFailure: null } });
  });

  it('fails the first page as a whole and recovers on "Coba Lagi"; loadMore does nothing before a page is here', async () => {
    const api = new InMemoryOrdersApi(orders);
    const list = new InvoiceList(api);
    await list.loadMore();
    expect(api.calls).toHaveLength(0);
    api.failWith = new Error('offline');
    await list.ensureLoaded();
    expect(list.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET more/transaction/order' } });
    await list.ensureLoaded();
    expect(list.current.status).toBe('ready');
  });

  it('keeps the loaded orders when a further page fails, and loads it on the next try', async () => {
    const api = new InMemoryOrdersApi(orders);
    const list = new InvoiceList(api, 2);
    await list.load();
    api.failWith = new Error('offline');
    await list.loadMore();
    expect(numbers(list)).toHaveLength(2);
    expect(list.current).toMatchObject({ status: 'ready', value: { loadingMore: false, moreFailure: { kind: 'network' } } });
    await list.loadMore();
    expect(numbers(list)).toHaveLength(4);
    expect(list.current).toMatchObject({ value: { moreFailure: null } });
  });

  it('does not show an order twice when a new order shifted the pages', async () => {
    const pages: Record<number, Page<OrderSummary>> = {
      1: { items: [orders[4]!, orders[3]!], page: 1, perPage: 2, total: 4, totalPages: 2 },
      2: { items: [orders[3]!, orders[2]!], page: 2, perPage: 2, total: 4, totalPages: 2 },
    };
    const list = new InvoiceList({ list: ({ page = 1 }: OrderListQuery = {}) => Promise.resolve(pages[page]!) }, 2);
    await list.load();
    await list.loadMore();
    expect(numbers(list)).toEqual(['MORE-20261114-0004', 'MORE-20261113-0003', 'MORE-20261112-0002']);
  });

  it('drops the answers of a load that a newer load replaced', async () => {
    const answers: ((page: Page<OrderSummary>) => void)[] = [];
    const rejections: ((error: Error) => void)[] = [];
    const api = {
      list: () =>
        new Promise<Page<OrderSummary>>((resolve, reject) => {
          answers.push(resolve);
          rejections.push(reject);
        }),
    };
    const list = new InvoiceList(api, 2);
    const first = list.load();
    const second = list.load();
    answers[1]!({ items: [orders[4]!, orders[3]!], page: 1, perPage: 2, total: 3, totalPages: 2 });
    await second;
    answers[0]!({ items: [orders[0]!], page: 1, perPage: 2, total: 1, totalPages: 1 });
    await first;
    expect(numbers(list)).toEqual(['MORE-20261114-0004', 'MORE-20261113-0003']);

    const more = list.loadMore();
    const failedFirst = list.load();
    rejections[2]!(new Error('late'));
    await more;
    expect(list.current.status).toBe('loading');
    answers[3]!({ items: [orders[2]!], page: 1, perPage: 2, total: 1, totalPages: 1 });
    await failedFirst;
    expect(numbers(list)).toEqual(['MORE-20261112-0002']);

    const stale = list.load();
    const fresh = list.load();
    rejections[4]!(new Error('stale'));
    await stale;
    expect(list.current.status).toBe('loading');
    answers[5]!({ items: [], page: 1, perPage: 2, total: 0, totalPages: 0 });
    await fresh;
    expect(list.current.status).toBe('ready');
  });

  it('drops a further page that arrives after a new first load', async () => {
    const answers: ((page: Page<OrderSummary>) => void)[] = [];
    const list = new InvoiceList({ list: () => new Promise<Page<OrderSummary>>((resolve) => answers.push(resolve)) }, 1);
    const first = list.load();
    answers[0]!({ items: [orders[4]!], page: 1, perPage: 1, total: 2, totalPages: 2 });
    await first;
    const more = list.loadMore();
    const again = list.load();
    answers[1]!({ items: [orders[3]!], page: 2, perPage: 1, total: 2, totalPages: 2 });
    await more;
    expect(list.current.status).toBe('loading');
    answers[2]!({ items: [orders[2]!], page: 1, perPage: 1, total: 1, totalPages: 1 });
    await again;
    expect(numbers(list)).toEqual(['MORE-20261112-0002']);
  });

  it('forget starts the next visit from nothing and drops an answer on its way', async () => {
    const api = new InMemoryOrdersApi(orders);
    const list = new InvoiceList(api, 2);
    await list.load();
    const more = list.loadMore();
    list.forget();
    await more;
    expect(list.current).toEqual({ status: 'idle' });
    await list.ensureLoaded();
    expect(numbers(list)).toEqual(['MORE-20261114-0004', 'MORE-20261113-0003']);
  });
});
