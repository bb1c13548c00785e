import { describe, expect, it } from 'vitest';
import { OrdersDerived } from './orders-derived';

const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
};

describe('OrdersDerived: a list a page derives from the orders', () => {
  it('reads when shown, not again while here, again on "Coba Lagi"', async () => {
    let reads = 0;
    const list = new OrdersDerived(() => Promise.resolve(++reads));
    list.show();
    expect(list.current.status).toBe('loading');
    await settle();
    expect(list.current).toEqual({ status: 'ready', value: 1 });
    list.show();
    expect(reads).toBe(1);
    list.reload();
    await settle();
    expect(list.current).toEqual({ status: 'ready', value: 2 });
  });

  it('a failure names the orders call, and showing again retries it', async () => {
    let fail = true;
    const list = new OrdersDerived(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    list.show();
    await settle();
    expect(list.current.status === 'failed' && list.current.failure.call).toBe('GET more/transaction/order');
    fail = false;
    list.show();
    await settle();
    expect(list.current).toEqual({ status: 'ready', value: 'ok' });
  });

  it('leaving the page, or logging out, forgets the list and drops an answer on its way', async () => {
    let answer: (value: string) => void = () => undefined;
    const list = new OrdersDerived(() => new Promise<string>((resolve) => (answer = resolve)));
    list.show();
    list.forget();
    answer('late');
    await settle();
    expect(list.current.status).toBe('idle');
    list.show();
    list.clearOnLogout();
    expect(list.current.status).toBe('idle');
  });
});
