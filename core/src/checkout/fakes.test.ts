import { describe, expect, it } from 'vitest';
import { emptyCheckoutOrder } from './checkout-order';
import { aCheckoutItem } from './checkout.fixture';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryCheckoutApi, InMemoryDeviceTypeStore } from './fakes';

// The fakes are used by tests in every package: what they promise is tested here.
describe('the in-memory checkout API', () => {
  it('counts totals from its prices, with a default price for other variants', () => {
    const api = new InMemoryCheckoutApi({ prices: new Map([[1, 100_000]]), defaultUnitPrice: 10_000 });
    const order = { ...emptyCheckoutOrder, items: [aCheckoutItem({ variantId: 1, quantity: 2 }), aCheckoutItem({ variantId: 2 })] };
    expect(api.summaryOf(order)).toEqual({ subtotal: 210_000, shippingCost: 0, fee: 0, discountAmount: 0, billTotal: 210_000, grandTotal: 210_000 });
    expect(new InMemoryCheckoutApi().summaryOf({ ...order, voucherCode: 'X' }).subtotal).toBe(3 * 1_750_000);
  });

  it('fails the next calls as often as told, then answers again', async () => {
    const api = new InMemoryCheckoutApi();
    api.failNext('vouchers', new Error('down'), 2);
    await expect(api.vouchers()).rejects.toThrow('down');
    await expect(api.vouchers()).rejects.toThrow('down');
    await expect(api.vouchers()).resolves.toEqual([]);
    await expect(api.paymentMethods()).resolves.toEqual([]);
    await expect(api.shippingPrice({ addressId: 1, cityId: '3578', items: [] })).resolves.toEqual([]);
    await expect(api.paymentGroups()).resolves.toEqual([]);
  });

  it('holds calls until released, one by one', async () => {
    const api = new InMemoryCheckoutApi();
    api.hold('vouchers');
    const answers: string[] = [];
    const first = api.vouchers().then(() => answers.push('first'));
    const second = api.vouchers().then(() => answers.push('second'));
    expect(api.pending('vouchers')).toBe(2);
    expect(api.release('vouchers')).toBe(true);
    await first;
    expect(answers).toEqual(['first']);
    api.releaseAll('vouchers');
    await second;
    expect(api.release('vouchers')).toBe(false);
    expect(api.pending('vouchers')).toBe(0);
    expect(api.pending('saveOrder')).toBe(0);
  });

  it('answers an idempotency key it has made an order for with that order', async () => {
    const api = new InMemoryCheckoutApi();
    const first = await api.saveOrder(emptyCheckoutOrder, 'k-1');
    expect(await api.saveOrder(emptyCheckoutOrder, 'k-1')).toEqual(first);
    expect(await api.saveOrder(emptyCheckoutOrder, 'k-2')).toEqual({ kind: 'placed', order: { orderNumber: 'ORD-0002', billNumber: 'INV/0002' } });
  });
});

describe('the products of a voucher, in memory', () => {
  it('pages the products it was given for a voucher, and refuses an unknown voucher as the server does', async () => {
    const products = [aProduct({ id: 1 }), aProduct({ id: 2 }), aProduct({ id: 3 })];
    const api = new InMemoryCheckoutApi({ voucherProducts: new Map([[7, products]]) });
    const page = await api.voucherProducts(7, { page: 2, perPage: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    expect(page.items.map((product) => product.id)).toEqual([3]);
    expect((await api.voucherProducts(7)).items).toHaveLength(3);
    await expect(api.voucherProducts(8)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/product/voucher/{id}' });
    expect(api.calls).toEqual(['voucherProducts', 'voucherProducts', 'voucherProducts']);
  });
});

describe('the in-memory device type store', () => {
  it('is a browser unless told otherwise', () => {
    expect(new InMemoryDeviceTypeStore().storedDeviceType()).toBe('Browser');
    expect(new InMemoryDeviceTypeStore(null).storedDeviceType()).toBeNull();
  });
});
