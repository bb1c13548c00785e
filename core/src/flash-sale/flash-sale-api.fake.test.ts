import { describe, expect, it } from 'vitest';
import { InMemoryFlashSaleApi } from './flash-sale-api.fake';
import { aFlashSaleGroup, aFlashSaleProduct } from './flash-sale.fixture';

describe('in-memory flash-sale API', () => {
  it('answers the groups (public and customer alike) and, by default, their products as one list', async () => {
    const products = [aFlashSaleProduct({ productId: 1 }), aFlashSaleProduct({ productId: 2 })];
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup({ products: [products[0]!] }), aFlashSaleGroup({ id: 2, products: [products[1]!] })]);
    expect((await api.currentGroups()).map((group) => group.id)).toEqual([1, 2]);
    expect((await api.groups()).map((group) => group.id)).toEqual([1, 2]);
    expect(await api.products()).toEqual(products);
    expect(api.calls).toEqual(['currentGroups', 'groups', 'products']);
  });

  it('answers what it is given, and fails when told to', async () => {
    const api = new InMemoryFlashSaleApi();
    api.replaceGroups([aFlashSaleGroup({ id: 9 })]);
    api.replaceProducts([aFlashSaleProduct({ productId: 7 })]);
    expect((await api.groups())[0]?.id).toBe(9);
    expect((await api.products())[0]?.productId).toBe(7);
    api.failWith = new Error('down');
    await expect(api.currentGroups()).rejects.toThrow('down');
    await expect(api.groups()).rejects.toThrow('down');
    await expect(api.products()).rejects.toThrow('down');
  });
});
