import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryCategoryCatalogue, InMemoryProductShowcase } from './fakes';
import { aCategory, aCategoryGroup, aComboDeal, aFreeGiftOffer, aPreOrderOffer, aProductGroup, someFilterOptions } from './catalogue.fixture';
import { aProduct } from './product.fixture';

describe('in-memory category catalogue', () => {
  it('answers what it is given and records every call', async () => {
    const catalogue = new InMemoryCategoryCatalogue({
      categories: [aCategory()],
      groups: [aCategoryGroup({ id: 123, isBundleGroup: true })],
      filterOptions: someFilterOptions({ priceRange: { min: 1, max: 2 } }),
    });
    expect((await catalogue.categories()).map((c) => c.slug)).toEqual(['ruang-tamu']);
    expect((await catalogue.categoryGroups())[0]?.id).toBe(123);
    expect((await catalogue.filterOptions()).priceRange).toEqual({ min: 1, max: 2 });
    expect(catalogue.calls).toEqual(['categories', 'categoryGroups', 'filterOptions']);
  });

  it('answers nothing but default filter options when given nothing, and fails when told to', async () => {
    const catalogue = new InMemoryCategoryCatalogue();
    expect(await catalogue.categories()).toEqual([]);
    expect(await catalogue.categoryGroups()).toEqual([]);
    expect((await catalogue.filterOptions()).brands.length).toBeGreaterThan(0);
    catalogue.failWith = new Error('down');
    await expect(catalogue.categories()).rejects.toThrow('down');
  });
});

describe('in-memory product showcase', () => {
  const products = [
    aProduct({ id: 1, name: 'Sofa Aruna 3 Seater', totalSales: 5, stock: 3 }),
    aProduct({ id: 2, name: 'Sofa Bima L Sudut', totalSales: 50, stock: 0 }),
    aProduct({ id: 3, name: 'Meja Tamu Bundar', totalSales: 20, stock: 1 }),
  ];

  it('suggests the names holding the keyword, in any case, and nothing for an empty keyword', async () => {
    const showcase = new InMemoryProductShowcase({ products });
    expect(await showcase.searchSuggestions(' SOFA ')).toEqual(['Sofa Aruna 3 Seater', 'Sofa Bima L Sudut']);
    expect(await showcase.searchSuggestions('  ')).toEqual([]);
    expect(showcase.calls).toEqual(['searchSuggestions  SOFA ', 'searchSuggestions   ']);
  });

  it('lists top products in stock, best-selling first', async () => {
    const showcase = new InMemoryProductShowcase({ products });
    expect((await showcase.topProducts()).map((p) => p.id)).toEqual([3, 1]);
  });

  it('answers product groups, and a not-found failure for an unknown one', async () => {
    const showcase = new InMemoryProductShowcase({ groups: [aProductGroup({ id: 4 })] });
    expect((await showcase.productGroups()).map((g) => g.id)).toEqual([4]);
    expect((await showcase.productGroup(4)).id).toBe(4);
    const failure = await showcase.productGroup(5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(failure).toMatchObject({ kind: 'not-found', call: 'GET uni/product/group/{id}' });
  });

  it('answers the promotions it is given, empty lists by default', async () => {
    const showcase = new InMemoryProductShowcase({ combos: [aComboDeal()], freeGifts: [aFreeGiftOffer()], preOrders: [aPreOrderOffer()] });
    expect((await showcase.comboDeals())[0]?.comboPrice).toBe(720_000);
    expect((await showcase.freeGiftOffers())[0]?.giftName).toBe('Bantal Sofa');
    expect((await showcase.preOrderOffers())[0]?.shipsInDays).toBe(14);
    const empty = new InMemoryProductShowcase();
    expect([await empty.comboDeals(), await empty.freeGiftOffers(), await empty.preOrderOffers(), await empty.productGroups(), await empty.topProducts()]).toEqual([[], [], [], [], []]);
    expect(await empty.searchSuggestions('sofa')).toEqual([]);
  });

  it('fails every call while failWith is set', async () => {
    const showcase = new InMemoryProductShowcase({ products });
    showcase.failWith = new Error('offline');
    await expect(showcase.topProducts()).rejects.toThrow('offline');
    await expect(showcase.productGroup(1)).rejects.toThrow('offline');
    await expect(showcase.comboDeals()).rejects.toThrow('offline');
  });
});
